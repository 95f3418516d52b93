import { useMemo } from 'react';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TAlertaCliente } from '@eds/contracts/dashboard';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { ApiError } from '../../../lib/api-client';
import { useUsuario } from '../../../lib/sesion';
import { alertasQueryOptions, useInactivarAlerta } from '../api/cupos';

/**
 * Alertas de clientes propios (SCREENS.md G20, `/clientes_propios/alertas`): the spec's table of active alerts — quota
 * thresholds reached and credit sales stored without approval or beyond the quota. `Inactivar` sends estado I and the
 * row leaves the list.
 */
export function AlertasClientesScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const empresaId = useUsuario().empresas_id;
  const inactivar = useInactivarAlerta();
  const columnas = useMemo<ColumnaTabla<TAlertaCliente>[]>(
    () => [
      { clave: 'nombre', etiqueta: 'cupos.alertas.cliente' },
      { clave: 'alerta_mensaje', etiqueta: 'cupos.alertas.mensaje' },
      { clave: 'cupo', etiqueta: 'cupos.alertas.cupo', tipo: 'dinero', ancho: 150 },
      { clave: 'fecha', etiqueta: 'cupos.alertas.fecha', tipo: 'fechaHora', ancho: 170 },
    ],
    [],
  );
  return (
    <PantallaLista<TAlertaCliente>
      titulo="cupos.alertas.titulo"
      entidad="cupos.alertas.entidad"
      nombreArchivo="alertas_clientes_propios"
      columnas={columnas}
      opciones={(consulta) => alertasQueryOptions(empresaId, consulta) as never}
      sinEstado
      idFila={(f) => String(f.id)}
      accionesFila={(f) => (
        <BotonAccion
          letra="U"
          etiqueta={t('cupos.alertas.inactivar')}
          icono={<NotificationsOff />}
          color="warning"
          deshabilitado={inactivar.isPending}
          onClick={() =>
            inactivar.mutate(f.id, {
              onSuccess: (r) => enqueueSnackbar(r.mensaje, { variant: 'success' }),
              onError: (e) =>
                enqueueSnackbar(e instanceof ApiError ? e.mensajeParaUsuario(t('mensajes.errorGenerico')) : t('mensajes.errorGenerico'), {
                  variant: 'error',
                }),
            })
          }
        />
      )}
    />
  );
}
