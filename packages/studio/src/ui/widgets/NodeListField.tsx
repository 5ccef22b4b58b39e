import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';

/** A list of child nodes in the form: they are edited in the tree, so the form only counts them. */
export function NodeListField(props: FieldProps) {
  const { formData, name } = props;
  const count = Array.isArray(formData)
    ? formData.length
    : typeof formData === 'object' && formData
      ? Object.values(formData as Record<string, unknown[]>).reduce(
          (n, list) => n + (Array.isArray(list) ? list.length : 0),
          0,
        )
      : 0;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {name}: {count} {count === 1 ? 'node' : 'nodes'}, edited in the tree.
    </Typography>
  );
}
