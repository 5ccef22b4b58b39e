/**
 * Styles that hide text on screen but keep it for screen readers (live regions, state words).
 * Pixel strings: in sx a bare 1 means 100%, which would stretch a phone's page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
