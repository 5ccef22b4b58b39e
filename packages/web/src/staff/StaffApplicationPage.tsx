import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ServiceApplication, StaffApplicationRow } from '@admit/contract';
import { printLabelOf, type PrintPage } from '@admit/engine';
import { formatFileSize } from '@admit/mui';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useStaffLoad } from './use-staff-load.ts';
import { ApiError, errorMessage } from '../api/api-errors.ts';
import { ServiceView } from '../form/ServiceView.tsx';
import { STAFF_CONSOLE_ROUTE } from '../navigation/routes.ts';
import { followDownload } from './follow-download.ts';
import { staffApi, staffLinks } from './staff-api.ts';
import { useStaffScreen } from './use-staff-screen.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

/** What the list hands an application it opens: its row, and the list's own query. */
interface FromList {
  row?: Partial<StaffApplicationRow>;
  list?: string;
}
const fromList = (state: unknown): FromList => (state as FromList | null) ?? {};

/** The application's PDF and each converted document, as download links. */
function Downloads({ id, application }: { id: string; application: ServiceApplication }) {
  const documents = Object.entries(application.document_answer);
  const t = STAFF_TEXTS;
  return (
    <Box component="section" aria-labelledby="downloads-heading" sx={{ mb: 3 }}>
      <Typography id="downloads-heading" variant="h5" component="h2" gutterBottom>
        {t.text('staff.application.downloads')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { py: 0.5 } }}>
        <li>
          <Link href={staffLinks.applicationPdf(id)} download onClick={followDownload}>
            {t.text('staff.application.downloadPdf')}
          </Link>{' '}
          {t.text('staff.application.pdfMadeNow')}
        </li>
        {documents.map(([key, document]) => (
          <li key={key}>
            <Link href={staffLinks.document(id, key)} download onClick={followDownload}>
              {t.text('staff.application.downloadDocument', { name: document.file_name })}
            </Link>{' '}
            {t.text('staff.application.documentFor', {
              label: printLabelOf(application.print as PrintPage[], key) ?? key,
              size: formatFileSize(document.file_size),
            })}
            {document.image_only && t.text('staff.application.imageOnly')}
          </li>
        ))}
      </Box>
      {documents.length === 0 && (
        <Typography sx={{ mt: 1 }}>{t.text('staff.application.noDocuments')}</Typography>
      )}
    </Box>
  );
}

/**
 * /staff/applications/:id: the application read-only in the print layout (the same view as a
 * service token opens), with its PDF and documents to download. Every read is audited.
 */
export function StaffApplicationPage() {
  const { id = '' } = useParams();
  const { row = {}, list = '' } = fromList(useLocation().state);
  const { data, error } = useStaffLoad(`staff/application/${id}`, () => staffApi.application(id));
  const who = row.name || row.email;
  const missing = error instanceof ApiError && error.status === 404;
  const t = STAFF_TEXTS;
  const failed = t.text(missing ? 'staff.application.notFound' : 'staff.application.notOpened');
  const screen = error
    ? failed
    : who
      ? t.text('staff.application.titleOf', { who })
      : t.text('staff.application.title');
  useStaffScreen(screen, Boolean(data || error));
  const back = (
    <Link
      component={RouterLink}
      to={`${STAFF_CONSOLE_ROUTE}${list.startsWith('?') ? list : ''}`}
      sx={{ display: 'inline-block', mb: 2 }}
    >
      {t.text('staff.application.back')}
    </Link>
  );
  if (error)
    return (
      <>
        {back}
        <Typography variant="h4" component="h1" gutterBottom>
          {screen}
        </Typography>
        <Alert severity="error">{errorMessage(error)}</Alert>
      </>
    );
  if (!data)
    return (
      <>
        {back}
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress aria-hidden size={24} />
          {t.text('staff.application.loading')}
        </Box>
      </>
    );
  return (
    <>
      {back}
      <ServiceView
        application={data}
        intro={
          <>
            {(row.name || row.email) && (
              <Typography sx={{ mb: 2 }}>
                {t.text('staff.application.applicant', {
                  who: [row.name, row.email].filter(Boolean).join(', '),
                })}
              </Typography>
            )}
            <Downloads id={id} application={data} />
          </>
        }
      />
    </>
  );
}
