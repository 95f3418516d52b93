import type { ReactNode } from 'react';
import { Avatar, Box, Paper, Typography } from '@mui/material';

interface Props {
  titulo: string;
  valor: string;
  detalle?: ReactNode;
  icono: ReactNode;
  color: string;
  testId: string;
}

/** One figure of the indicators card: the module's sales value, its quantity and, where there is one, a breakdown. */
export function TarjetaIndicador({ titulo, valor, detalle, icono, color, testId }: Props) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{ p: 1.5, blockSize: '100%', borderInlineStart: 4, borderInlineStartColor: color, minInlineSize: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar sx={{ bgcolor: color, inlineSize: 32, blockSize: 32, '& svg': { fontSize: 18 } }}>{icono}</Avatar>
        <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.3, fontWeight: 600 }}>
          {titulo}
        </Typography>
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.25, mt: 0.75, wordBreak: 'break-word' }}>
        <bdi>{valor}</bdi>
      </Typography>
      {detalle ? <Box sx={{ mt: 0.25, color: 'text.secondary', typography: 'body2' }}>{detalle}</Box> : null}
    </Paper>
  );
}
