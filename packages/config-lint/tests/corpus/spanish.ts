import { partnerTexts } from '@admit/node-types';
import { objectAt, type JsonFiles } from './json-files.ts';

/** The Spanish of every English text of the base folder (and of the texts defects write), by English text. */
export const SPANISH: Readonly<Record<string, string>> = {
  // partner.json
  'Example College': 'Colegio de Ejemplo',
  Example: 'Ejemplo',
  'Example College Application': 'Solicitud de admisión al Colegio de Ejemplo',
  'Priority status': 'Estado prioritario',
  'No essay required': 'No se requiere ensayo',
  'Thank you, {name}': 'Gracias, {name}',
  'Thank you for choosing Example College.': 'Gracias por elegir el Colegio de Ejemplo.',
  Welcome: 'Bienvenida',
  'Welcome back': 'Bienvenida de nuevo',
  Help: 'Ayuda',
  'Write to {email}.': 'Escriba a {email}.',
  'Call the admissions office.': 'Llame a la oficina de admisiones.',
  Privacy: 'Privacidad',
  'We use cookies to keep you logged in.': 'Usamos cookies para mantener su sesión iniciada.',
  // options/
  'United States': 'Estados Unidos',
  Canada: 'Canadá',
  France: 'Francia',
  Female: 'Femenino',
  Male: 'Masculino',
  'Another gender': 'Otro género',
  Ohio: 'Ohio',
  Ontario: 'Ontario',
  Yes: 'Sí',
  No: 'No',
  // pages/
  'About You': 'Sobre usted',
  'Your Name': 'Su nombre',
  'First Name': 'Nombre',
  'Last Name': 'Apellido',
  Gender: 'Género',
  'Home Address': 'Domicilio',
  Residency: 'Residencia',
  'Have you lived at this address for a year or more?':
    '¿Ha vivido en esta dirección un año o más?',
  'How many years?': '¿Cuántos años?',
  'Enter a whole number of years.': 'Escriba un número entero de años.',
  Education: 'Estudios',
  'High School': 'Escuela secundaria',
  'School Name': 'Nombre de la escuela',
  'School Country': 'País de la escuela',
  'School State/Province': 'Estado o provincia de la escuela',
  'Parents and Guardians': 'Madres, padres y tutores',
  'Parent {n}': 'Madre, padre o tutor {n}',
  'Parent First Name': 'Nombre de la madre, el padre o el tutor',
  'Does this parent live with you?': '¿Vive con usted?',
  'Parent City': 'Ciudad de la madre, el padre o el tutor',
  'Proof of Graduation': 'Comprobante de graduación',
  'Upload a document': 'Suba un documento',
  Transcript: 'Certificado de notas',
  'Describe it': 'Descríbalo',
  Description: 'Descripción',
  Certification: 'Certificación',
  'Please read the statement below **before** you submit.':
    'Lea la declaración siguiente **antes** de enviar la solicitud.',
  'I certify that my answers are true.': 'Certifico que mis respuestas son verdaderas.',
  'You must certify your answers.': 'Debe certificar sus respuestas.',
  // Texts that defects write.
  '{role, select, parent {Call us as a parent.} other {Call the admissions office.}}':
    '{role, select, parent {Llámenos como madre o padre.} other {Llame a la oficina de admisiones.}}',
  '{count, plural, =0 {No essay required} one {# essay required} other {# essays required}}':
    '{count, plural, =0 {No se requiere ensayo} one {Se requiere # ensayo} many {Se requieren # de ensayos} other {Se requieren # ensayos}}',
};

/** The Spanish translations file of a folder's files: each text's id with its Spanish (every text must have one). */
export function spanishOf(files: JsonFiles): Record<string, string> {
  return Object.fromEntries(
    partnerTexts(files)
      .filter((text) => text.text.trim() !== '')
      .map((text) => {
        const spanish = SPANISH[text.text];
        if (spanish === undefined) throw new Error(`No Spanish for "${text.text}" (${text.id})`);
        return [text.id, spanish];
      }),
  );
}

export const SPANISH_FILE = 'translations/es.json';

/** Declares English and Spanish in the folder and writes its Spanish translations file. */
export function withSpanish(files: JsonFiles): void {
  objectAt(files, 'partner.json').languages = ['en', 'es'];
  files[SPANISH_FILE] = spanishOf(files);
}

/** The Spanish translations file of a folder, to change in place. */
export const spanishAt = (files: JsonFiles): Record<string, string> =>
  files[SPANISH_FILE] as Record<string, string>;
