import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Send from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TLoteContingencia } from '@eds/contracts/dashboard';
import { useAviso } from '../../../../components/dialogos/aviso-contexto';
import { ApiError } from '../../../../lib/api-client';
import { useFormato } from '../../../../lib/formato';
import { enviarFacturaContingencia } from '../../api/enviar-factura-contingencia';
import { loteContingenciaQueryOptions } from '../../api/lote-contingencia';
import { enviarLote, numeroFactura } from '../../lib/envio-lote';
import { DialogoAlerta } from './dialogo-alerta';

interface Props {
  abierto: boolean;
  estacion: number;
  lote: TLoteContingencia | undefined;
  onCerrar: () => void;
}

/**
 * The contingency warning (spec §8): the station has failures that may cause contingency invoicing; the
 * devices in that state; and, once the causes are overcome, sending the batch with its progress.
 */
export function DialogoContingencia({ abierto, estacion, lote, onCerrar }: Props) {
  const { t } = useTranslation();
  const f = useFormato();
  const avisar = useAviso();
  const cliente = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [enviando, setEnviando] = useState(false);
  const [progreso, setProgreso] = useState<{ respondidas: number; total: number } | null>(null);
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const facturas = lote?.facturas ?? [];

  const cerrar = () => {
    if (enviando) return;
    setProgreso(null);
    // The batch is read again on close: what was sent leaves it.
    void cliente.invalidateQueries({ queryKey: loteContingenciaQueryOptions(estacion).queryKey });
    onCerrar();
  };

  const enviar = async () => {
    const pendientes = [...facturas];
    setEnviando(true);
    setProgreso({ respondidas: 0, total: pendientes.length });
    enqueueSnackbar(t('dashboard.contingencia.iniciado'), { variant: 'success' });
    const fallidas = await enviarLote(
      pendientes,
      enviarFacturaContingencia,
      (respondidas) => setProgreso({ respondidas, total: pendientes.length }),
      (e) => (e instanceof ApiError ? e.mensajeParaUsuario(t('mensajes.errorGenerico')) : t('mensajes.errorGenerico')),
    );
    setEnviando(false);
    if (fallidas.length > 0) {
      const encabezado = t(fallidas.length === 1 ? 'dashboard.contingencia.fallidaUna' : 'dashboard.contingencia.fallidasVarias', {
        total: fallidas.length,
      });
      await avisar({
        tipo: 'advertencia',
        titulo: t('comun.advertencia'),
        texto: [encabezado, ...fallidas.map((x) => `${numeroFactura(x.factura)}: ${x.mensaje}`)].join('\n'),
      });
    } else {
      await avisar({ tipo: 'exito', titulo: t('dashboard.contingencia.titulo'), texto: t('dashboard.contingencia.exito') });
    }
  };

  return (
    <DialogoAlerta
      abierto={abierto}
      titulo={t('dashboard.contingencia.titulo')}
      onCerrar={cerrar}
      ancho="sm"
      acciones={
        <Button
          variant="contained"
          color="warning"
          startIcon={<Send />}
          disabled={enviando || facturas.length === 0}
          onClick={() => void enviar()}
        >
          {enviando ? t('dashboard.contingencia.enviando') : t('dashboard.contingencia.enviar')}
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('dashboard.contingencia.advertencia')}
      </Alert>
      {lote && lote.equipos.length > 0 ? (
        <List dense disablePadding>
          {lote.equipos.map((e) => (
            <ListItem key={`${e.alias}-${e.isla}`} disableGutters>
              <ListItemIcon sx={{ minInlineSize: 36 }}>
                <PointOfSale color="warning" />
              </ListItemIcon>
              <ListItemText primary={t('dashboard.contingencia.equipo', { equipo: e.alias, isla: e.isla || '—' })} />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="facturas-por-enviar">
          {t('dashboard.contingencia.facturas', { total: facturas.length })}
        </Typography>
        <IconButton size="small" aria-label={t('dashboard.contingencia.infoBoton')} onClick={(e) => setAncla(e.currentTarget)}>
          <InfoOutlined fontSize="small" />
        </IconButton>
        <Popover
          open={ancla !== null}
          anchorEl={ancla}
          onClose={() => setAncla(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Typography sx={{ p: 2, maxInlineSize: 320 }}>{t('dashboard.contingencia.info', { total: facturas.length })}</Typography>
        </Popover>
      </Box>
      {facturas.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          <bdi>{facturas.map(numeroFactura).join(', ')}</bdi>
        </Typography>
      ) : null}
      {lote?.fechaProceso ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('dashboard.contingencia.ultimoProceso', { fecha: f.fechaHora(lote.fechaProceso) })}
        </Typography>
      ) : null}
      {progreso ? (
        <Box sx={{ mt: 2 }} data-testid="progreso-contingencia">
          <LinearProgress
            variant="determinate"
            value={progreso.total > 0 ? (progreso.respondidas / progreso.total) * 100 : 0}
            sx={{ blockSize: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ mt: 0.5, textAlign: 'center' }}>
            <bdi>{t('dashboard.contingencia.progreso', { enviadas: progreso.respondidas, total: progreso.total })}</bdi>
          </Typography>
        </Box>
      ) : null}
    </DialogoAlerta>
  );
}
