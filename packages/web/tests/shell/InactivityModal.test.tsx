// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextsProvider, productTextsIn } from '@admit/react';
import { loadProductTexts } from '@admit/texts';
import { InactivityModal } from '../../src/shell/InactivityModal.tsx';

describe('the inactivity warning', () => {
  it('asks "Still working?" with the spec text and both answers', async () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    render(<InactivityModal open onStay={onStay} onLeave={onLeave} />);
    expect(screen.getByRole('dialog', { name: 'Still working?' })).toBeTruthy();
    expect(
      screen.getByText(
        'You have been inactive for a little while. Would you like to stay logged in?',
      ),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Yes - Take me back to my application' }),
    );
    expect(onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No - Please log me out' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('the inactivity warning in Spanish', () => {
  it("reads the Spanish catalogue's texts", async () => {
    const spanish = productTextsIn('es', await loadProductTexts('es'));
    render(
      <TextsProvider texts={spanish}>
        <InactivityModal open onStay={() => {}} onLeave={() => {}} />
      </TextsProvider>,
    );
    expect(screen.getByRole('dialog', { name: '¿Sigue trabajando?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sí - Volver a mi solicitud' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No - Cerrar mi sesión' })).toBeTruthy();
  });
});
