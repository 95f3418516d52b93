import { Box, Button, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useFormato } from '../../../../lib/formato';
import { useUsuario } from '../../../../lib/sesion';
import { useAlertasClientes } from '../../api/alertas-clientes';
import { useInactivarAlertaCliente } from '../../api/inactivar-alerta-cliente';
import { useDashboard } from '../../lib/contexto-dashboard';
import { ListaPaginada } from './lista-paginada';

/** The own-client alerts screen, whose update letter lets a user inactivate an alert (the server's guard too). */
const MODULO_ALERTAS_CLIENTES = '/clientes_propios/alertas';

/** Own-client quota alerts; inactivating one sends estado I and takes it off the list. */
export function ListaClientesPropios() {
  const { t } = useTranslation();
  const f = useFormato();
  const { enqueueSnackbar } = useSnackbar();
  const { empresa } = useDashboard();
  const puedeInactivar = useUsuario().modulos.some((m) => m.link === MODULO_ALERTAS_CLIENTES && m.asignaciones.includes('U'));
  const q = useAlertasClientes(empresa);
  const inactivar = useInactivarAlertaCliente(empresa);
  return (
    <ListaPaginada
      items={q.data ?? []}
      clave={(a) => a.id}
      render={(a) => (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid="fila-cliente-propio"
        >
          <Box sx={{ flex: '1 1 260px', minInlineSize: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{a.nombre}</Typography>
            <Typography variant="body2">{a.alerta_mensaje}</Typography>
            <Typography variant="caption" color="text.secondary">
              <bdi>
                {t('dashboard.alertas.columnas.cupo')}: {f.dinero(a.cupo)} · {f.fechaHora(a.fecha)}
              </bdi>
            </Typography>
          </Box>
          {puedeInactivar ? (
            <Button
              variant="outlined"
              color="warning"
              size="small"
              disabled={inactivar.isPending}
              onClick={() =>
                inactivar.mutate(a.id, {
                  onError: (e) =>
                    enqueueSnackbar(
                      e instanceof ApiError ? e.mensajeParaUsuario(t('mensajes.errorGenerico')) : t('mensajes.errorGenerico'),
                      { variant: 'error' },
                    ),
                })
              }
            >
              {t('dashboard.alertas.inactivar')}
            </Button>
          ) : null}
        </Paper>
      )}
    />
  );
}
