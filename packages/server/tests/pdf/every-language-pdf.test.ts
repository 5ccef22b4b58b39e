import type { PrintPage } from '@admit/engine';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf } from '../../src/pdf/render-application-pdf.ts';
import { pageTexts } from '../helpers/pdf-text.ts';

/** Spanish and Vietnamese: accents, ñ, ¿¡, and diacritics stacked on Latin letters (ễ, ộ, ừ). */
const SPANISH_TITLE = 'Solicitud de admisión de primer año';
const LABEL_ES = '¿Cuál es su país de nacimiento?';
const ANSWER_ES = 'España';
const LABEL_VI = 'Họ và tên đầy đủ của phụ huynh';
const ANSWER_VI = 'Nguyễn Thị Hồng Nhung';
const NAME = 'Hà Nguyễn Núñez Peña';

const page: PrintPage = {
  pageId: 'page_one',
  title: 'Acerca de usted',
  step: 1,
  heading: 'Paso 1: Acerca de usted',
  sections: [
    {
      id: 'personal',
      title: 'Thông tin cá nhân · Información personal',
      items: [
        { key: 'birth_country', label: LABEL_ES, display: ANSWER_ES, kind: 'text' },
        { key: 'parent_name', label: LABEL_VI, display: ANSWER_VI, kind: 'text' },
        { key: 'family_name', label: 'Apellidos', display: 'Núñez Peña', kind: 'text' },
      ],
    },
  ],
};

/**
 * The application PDF's embedded faces cover every character of the languages a partner offers
 * and of the names applicants type: what the PDF's text layer reads back is what was given,
 * character for character, in NFC.
 */
describe('the application PDF in every language', () => {
  it('reads back Spanish and Vietnamese texts and names exactly, headings and answers alike', async () => {
    const bytes = await renderApplicationPdf({
      partnerName: 'Universidad de Ejemplo',
      applicationTitle: SPANISH_TITLE,
      applicantName: NAME,
      generatedAt: new Date(0),
      language: 'es-US',
      pages: [page],
      documents: [],
    });
    const text = (await pageTexts(bytes)).join(' ').normalize('NFC');
    for (const expected of [
      SPANISH_TITLE,
      NAME,
      'Paso 1: Acerca de usted',
      'Thông tin cá nhân · Información personal',
      LABEL_ES,
      ANSWER_ES,
      LABEL_VI,
      ANSWER_VI,
      'Núñez Peña',
    ])
      expect(text, expected).toContain(expected);
  });
});
