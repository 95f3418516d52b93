import { Box, Typography } from '@mui/material';

/** How a status reads: good, needs attention, bad, or not applicable. */
export type NivelEstado = 'ok' | 'aviso' | 'error' | 'neutro';

const COLOR: Record<NivelEstado, string> = { ok: 'success.main', aviso: 'warning.main', error: 'error.main', neutro: 'text.disabled' };

/**
 * A status dot with its text (SCREENS.md "status dots"): the colour says the level at a glance, the text says it
 * to everyone (screen readers and colour-blind readers included); `data-nivel` carries the level for tests.
 */
export function IndicadorEstado({ nivel, texto }: { nivel: NivelEstado; texto: string }) {
  return (
    <Box data-nivel={nivel} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ inlineSize: 10, blockSize: 10, borderRadius: '50%', bgcolor: COLOR[nivel], flexShrink: 0 }} />
      <Typography variant="body2">{texto}</Typography>
    </Box>
  );
}
