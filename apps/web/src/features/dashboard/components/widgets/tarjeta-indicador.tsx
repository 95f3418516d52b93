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
    <Paper variant="outlined" data-testid={testId} sx={{ p: 1.75, display: 'flex', gap: 1.5, alignItems: 'flex-start', blockSize: '100%', borderInlineStart: 4, borderInlineStartColor: color }}>
      <Avatar sx={{ bgcolor: color, inlineSize: 40, blockSize: 40 }}>{icono}</Avatar>
      <Box sx={{ minInlineSize: 0, flex: 1 }}>
        <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.4 }}>
          {titulo}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.25, wordBreak: 'break-word' }}>
          <bdi>{valor}</bdi>
        </Typography>
        {detalle ? (
          <Box sx={{ mt: 0.5, color: 'text.secondary', typography: 'body2' }}>{detalle}</Box>
        ) : null}
      </Box>
    </Paper>
  );
}
