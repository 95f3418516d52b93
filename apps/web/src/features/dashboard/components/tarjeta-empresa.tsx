import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import Business from '@mui/icons-material/Business';
import Place from '@mui/icons-material/Place';
import { useTranslation } from 'react-i18next';
import { useUsuario } from '../../../lib/sesion';

/** The user's company: name, place, the user's profile and how many stations they can see. */
export function TarjetaEmpresa({ totalEstaciones }: { totalEstaciones: number | undefined }) {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const { empresa } = usuario;
  const lugar = [empresa.atributos.ciudad, empresa.atributos.provincia, empresa.atributos.pais].filter(Boolean).join(', ');
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar sx={{ bgcolor: 'primary.main', inlineSize: 56, blockSize: 56 }}>
          <Business />
        </Avatar>
        <Box sx={{ flex: 1, minInlineSize: 220 }}>
          <Typography variant="overline" color="text.secondary">
            {t('dashboard.miEmpresa')}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {empresa.alias}
          </Typography>
          {lugar ? (
            <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <Place fontSize="small" aria-hidden /> {lugar}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            label={t(`empresa.tipo.${usuario.tipo_empresa}`, { defaultValue: String(usuario.tipo_empresa) })}
            color="primary"
            variant="outlined"
          />
          {usuario.perfiles[0] ? <Chip label={usuario.perfiles[0].descripcion} variant="outlined" /> : null}
          {totalEstaciones !== undefined ? (
            <Chip label={t('dashboard.estacionesVisibles', { total: totalEstaciones })} color="secondary" />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
