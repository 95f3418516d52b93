import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTanqueLectura } from '@eds/contracts/dashboard';
import { useFormato } from '../../../../lib/formato';
import { colorCombustible, colorTanque, porcentajeTanque } from '../../lib/colores';

/** One tank as a level gauge: the fill in the ten colour steps, the water at the bottom, the details on hover or focus. */
export function Tanque({ tanque }: { tanque: TTanqueLectura }) {
  const { t } = useTranslation();
  const f = useFormato();
  const porcentaje = porcentajeTanque(tanque.saldo, tanque.volumen_maximo);
  const agua = porcentajeTanque(tanque.nivelagua, tanque.volumen_maximo);
  const minimo = porcentajeTanque(tanque.volumen_minimo, tanque.volumen_maximo);
  const inactivo = tanque.estado !== 'A';
  const detalle = (
    <Box sx={{ p: 0.5 }}>
      <Typography variant="subtitle2" component="p">
        {tanque.descripcion} · {tanque.tipo}
      </Typography>
      <Typography variant="body2" component="p">
        {t('dashboard.tanques.saldo')}: <bdi>{f.numero(tanque.saldo)} gal</bdi> ({f.numero(porcentaje)} %)
      </Typography>
      <Typography variant="body2" component="p">
        {t('dashboard.tanques.capacidad')}: <bdi>{f.numero(tanque.volumen_maximo)} gal</bdi>
      </Typography>
      <Typography variant="body2" component="p">
        {t('dashboard.tanques.minimo')}: <bdi>{f.numero(tanque.volumen_minimo)} gal</bdi>
      </Typography>
      <Typography variant="body2" component="p">
        {t('dashboard.tanques.agua')}: <bdi>{f.numero(tanque.nivelagua)} gal</bdi>
      </Typography>
      <Typography variant="body2" component="p">
        {t('dashboard.tanques.ultimaLectura')}:{' '}
        <bdi>{tanque.ultimaLectura ? f.fechaHora(tanque.ultimaLectura) : t('dashboard.tanques.sinLectura')}</bdi>
      </Typography>
      {inactivo ? (
        <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
          {t('dashboard.tanques.inactivo')}
        </Typography>
      ) : null}
    </Box>
  );
  return (
    <Tooltip title={detalle} arrow describeChild>
      <Box
        tabIndex={0}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(porcentaje)}
        aria-label={`${tanque.descripcion} ${tanque.tipo}`}
        data-testid="tanque"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.75,
          opacity: inactivo ? 0.5 : 1,
          outline: 'none',
          '&:focus-visible .cuerpo': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, textAlign: 'center', lineHeight: 1.2 }}>
          {tanque.descripcion}
        </Typography>
        <Box
          className="cuerpo"
          sx={{
            position: 'relative',
            inlineSize: 72,
            blockSize: 128,
            borderRadius: '14px',
            border: 2,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              insetBlockEnd: 0,
              blockSize: `${porcentaje}%`,
              bgcolor: colorTanque(porcentaje),
              transition: 'block-size 600ms ease',
            }}
          />
          <Box
            sx={{
              position: 'absolute',
              insetInline: 0,
              insetBlockEnd: 0,
              blockSize: `${Math.max(agua, tanque.nivelagua > 0 ? 2 : 0)}%`,
              bgcolor: '#0288d1',
              opacity: 0.85,
            }}
          />
          {minimo > 0 ? (
            <Box
              sx={{
                position: 'absolute',
                insetInline: 0,
                insetBlockEnd: `${minimo}%`,
                borderBlockStart: '2px dashed',
                borderColor: 'error.main',
              }}
            />
          ) : null}
          <Typography
            component="span"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              fontSize: '0.95rem',
              color: '#1b1b1b',
              textShadow: '0 0 3px rgba(255,255,255,.95), 0 0 6px rgba(255,255,255,.8)',
            }}
          >
            <bdi>{`${f.numero(porcentaje, 0)} %`}</bdi>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxInlineSize: 120 }}>
          <Box
            sx={{
              inlineSize: 10,
              blockSize: 10,
              borderRadius: '50%',
              bgcolor: colorCombustible(tanque.tipo, tanque.producto_id),
              flexShrink: 0,
            }}
          />
          <Typography variant="caption" color="text.secondary" noWrap title={tanque.tipo}>
            {tanque.tipo}
          </Typography>
        </Box>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          <bdi>
            {f.numero(tanque.saldo, 0)} / {f.numero(tanque.volumen_maximo, 0)} gal
          </bdi>
        </Typography>
      </Box>
    </Tooltip>
  );
}
