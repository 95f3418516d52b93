import type { ReactNode } from 'react';
import { Box, Drawer } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface Props {
  abierto: boolean;
  onCerrar: () => void;
  cabecera: ReactNode;
  children: ReactNode;
}

/** The side drawer: user card on top, then the menu. It opens from the start side. */
export function CajonMenu({ abierto, onCerrar, cabecera, children }: Props) {
  const { t } = useTranslation();
  const tema = useTheme();
  return (
    <Drawer
      anchor="left"
      open={abierto}
      onClose={onCerrar}
      slotProps={{ paper: { sx: { inlineSize: 340, maxInlineSize: '88vw', bgcolor: tema.marco.fondoMenu, color: tema.marco.textoMenu } } }}
    >
      <Box component="aside" aria-label={t('menu.cajon')} sx={{ display: 'flex', flexDirection: 'column', minBlockSize: '100%' }}>
        {cabecera}
        <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>{children}</Box>
      </Box>
    </Drawer>
  );
}
