import { MarkdownBlock, ModalButton } from '@admit/mui';
import { useText } from '@admit/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { partner } from '../partner/partner.ts';
import { DialogErrorBoundary } from './DialogErrorBoundary.tsx';
import { HelpContent } from './HelpContent.tsx';
import { partnerText } from './markdown-text.ts';

/** The footer: partner name and address, links, and the Help and Privacy modals. */
export function Footer() {
  const t = useText();
  return (
    <Box
      component="footer"
      className="admit-no-print"
      sx={{
        mt: 6,
        py: 3,
        px: 2,
        bgcolor: 'neutral.extraLight',
        borderTop: 1,
        borderColor: 'neutral.light',
      }}
    >
      <Box
        sx={{
          maxWidth: 'lg',
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{partner.name}</Typography>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {partner.address[0]}
            <br />
            {partner.address[1]}
          </Typography>
        </Box>
        <Box component="nav" aria-label={t.text('footer.partnerLinks')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {partner.links.map((link) => (
              <li key={link.url}>
                <Link href={link.url} color="primary.dark">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ModalButton buttonText={t.text('footer.help')} title={partner.helpModal.title} size="s">
            <DialogErrorBoundary>
              <HelpContent />
            </DialogErrorBoundary>
          </ModalButton>
          <ModalButton
            buttonText={t.text('footer.privacy')}
            title={partner.privacyModal.title}
            size="s"
          >
            <DialogErrorBoundary>
              <MarkdownBlock markdown={partnerText(partner.privacyModal.body)} />
            </DialogErrorBoundary>
          </ModalButton>
        </Box>
      </Box>
    </Box>
  );
}
