// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScrollToAnchor } from '../../src/shell/ScrollToAnchor.tsx';

beforeAll(() => {
  // jsdom lays nothing out and has no scrolling.
  Element.prototype.scrollIntoView ??= () => {};
});

describe('ScrollToAnchor', () => {
  it("a link to a block part's anchor focuses that part's input", async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/about#race_white']}>
        <ScrollToAnchor />
        <div id="race" className="admit-node">
          <span id="race_asian" className="admit-anchor" />
          <span id="race_white" className="admit-anchor" />
          <input type="checkbox" id="race_asian-race-r1" aria-label="Asian" />
          <input type="checkbox" id="race_white-race-r1" aria-label="White" />
        </div>
      </MemoryRouter>,
    );
    const white = container.querySelector('#race_white-race-r1');
    await waitFor(() => expect(document.activeElement).toBe(white));
  });

  it("a link to a question's anchor focuses its first input", async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/about#first_name']}>
        <ScrollToAnchor />
        <div id="first_name" className="admit-node">
          <input id="first_name-r2" aria-label="First Name" />
        </div>
      </MemoryRouter>,
    );
    const input = container.querySelector('#first_name-r2');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });
});
