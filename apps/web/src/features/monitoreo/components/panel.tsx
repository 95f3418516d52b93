import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** A titled panel of the Centro de control (a region named by its heading). */
export function Panel({ titulo, children, id }: { titulo: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minInlineSize: 0 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}
