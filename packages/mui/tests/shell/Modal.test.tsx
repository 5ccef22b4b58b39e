import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_SIZES, Modal } from '../../src/shell/Modal.tsx';
import { ModalButton } from '../../src/shell/ModalButton.tsx';

describe('Modal', () => {
  it('is titled Error by default', () => {
    render(
      <Modal open onClose={() => {}}>
        Something failed.
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Help">
        text
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has the three sizes xs 30rem, s 60rem and m 80vw', () => {
    expect(MODAL_SIZES).toEqual({ xs: '30rem', s: '60rem', m: '80vw' });
    render(
      <Modal open onClose={() => {}} size="m" title="Privacy">
        text
      </Modal>,
    );
    const paper = screen.getByRole('dialog', { name: 'Privacy' });
    expect(paper.getAttribute('data-size')).toBe('m');
    // jsdom resolves vw against its 1024px-wide window.
    expect(getComputedStyle(paper).width).toBe('819.2px');
  });
});

describe('ModalButton', () => {
  it('opens its modal', async () => {
    render(
      <ModalButton buttonText="Help" title="Help">
        Write to us.
      </ModalButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: 'Help' }).textContent).toContain('Write to us.');
  });

  it('is hidden for service users', () => {
    render(
      <ModalButton buttonText="Help" hidden>
        Write to us.
      </ModalButton>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
