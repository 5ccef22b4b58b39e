import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useStaffLoad } from './use-staff-load.ts';
import { errorMessage } from '../api/api-errors.ts';
import { followDownload } from './follow-download.ts';
import { staffApi, staffLinks } from './staff-api.ts';
import { STAFF_TEXTS } from './staff-texts.ts';

/** Admins: one CSV download of the submitted applications per partner export profile. */
export function ExportDownloads() {
  const { data, error } = useStaffLoad('staff/exports', staffApi.exportProfiles);
  const t = STAFF_TEXTS;
  return (
    <Box component="section" aria-labelledby="exports-heading" sx={{ mt: 4 }}>
      <Typography id="exports-heading" variant="h5" component="h2" gutterBottom>
        {t.text('staff.exports.heading')}
      </Typography>
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {data?.length === 0 && <Typography>{t.text('staff.exports.none')}</Typography>}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {data?.map((profile) => (
          <li key={profile.id}>
            <Button
              variant="outlined"
              href={staffLinks.exportCsv(profile.id)}
              download
              onClick={followDownload}
            >
              {t.text('staff.exports.download', { title: profile.title })}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
