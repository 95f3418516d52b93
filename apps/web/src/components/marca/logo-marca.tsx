import { Box, Typography } from '@mui/material';

interface Props {
  /** Hide the business name on phones, where the header has no room for it. */
  compactoEnMovil?: boolean;
  /** Logo address from the domain parameters; the drawn mark is used when there is none. */
  logo: string | null;
  nombre: string;
  color?: string;
  acento?: string;
  alto?: number;
}

/** The business logo: the domain's own image, or a drawn mark with the business alias. */
export function LogoMarca({ logo, nombre, color = 'currentColor', acento = '#ff6f00', alto = 36, compactoEnMovil = false }: Props) {
  if (logo) {
    return <Box component="img" src={logo} alt={nombre} sx={{ blockSize: alto, inlineSize: 'auto', display: 'block' }} />;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color }}>
      <svg viewBox="0 0 64 64" width={alto} height={alto} aria-hidden focusable="false">
        <path d="M32 6 C32 6 12 30 12 42 a20 20 0 0 0 40 0 C52 30 32 6 32 6 z" fill="currentColor" />
        <path d="M32 24 C32 24 22 36 22 43 a10 10 0 0 0 20 0 C42 36 32 24 32 24 z" fill={acento} />
      </svg>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          letterSpacing: 0.5,
          fontSize: alto * 0.45,
          whiteSpace: 'nowrap',
          display: compactoEnMovil ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {nombre}
      </Typography>
    </Box>
  );
}
