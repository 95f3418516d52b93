import { useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import imagen from '../../assets/no-encontrado.svg';

interface Props {
  titulo: string;
  texto: string;
  /** Sets the browser tab title (an unresolved domain shows the not-found text there). */
  tituloPestana?: string;
  accion?: ReactNode;
}

/** The page-not-found picture with a title, a text and an optional way back. */
export function PaginaNoEncontrada({ titulo, texto, tituloPestana, accion }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!tituloPestana) return;
    const anterior = document.title;
    document.title = tituloPestana;
    return () => {
      document.title = anterior;
    };
  }, [tituloPestana]);

  return (
    <Box
      component="main"
      sx={{
        minBlockSize: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
      <Box component="img" src={imagen} alt={t('noEncontrada.imagen')} sx={{ inlineSize: 'min(420px, 90%)', blockSize: 'auto' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ maxInlineSize: 520 }}>
        {texto}
      </Typography>
      {accion}
    </Box>
  );
}
