import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyLookupWidget } from '../../src/widgets/LazyLookupWidget.tsx';

describe('LazyLookupWidget', () => {
  it('shows the field read-only with its answer until the search widget has loaded, then the search', async () => {
    render(
      <LazyLookupWidget
        id="hs_name"
        label="School Name"
        value="Lakeside High"
        help="Start typing your school's name."
        search={async () => []}
        onChoose={() => {}}
        onText={() => {}}
      />,
    );
    const waiting = screen.getByRole('textbox', { name: 'School Name' }) as HTMLInputElement;
    expect(waiting.readOnly).toBe(true);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(waiting.value).toBe('Lakeside High');
    expect(screen.getByText("Start typing your school's name.")).toBeTruthy();
    const search = (await screen.findByRole('combobox', {
      name: 'School Name',
    })) as HTMLInputElement;
    expect(search.readOnly).toBe(false);
    expect(search.hasAttribute('aria-busy')).toBe(false);
    expect(search.value).toBe('Lakeside High');
  });
});
