import { useCallback, useState } from 'react';
import { Stack } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TRegla } from '@eds/contracts/conciliacion/contabilidad';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { useEliminarRegistro } from '../../../components/dialogos/use-eliminar-registro';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useUsuario } from '../../../lib/sesion';
import { apiReglas } from '../api/reglas';
import { useColumnasReglas } from '../components/columnas-reglas';
import { ComprobantesDia } from '../components/comprobantes-dia';
import { FormularioRegla } from '../components/formulario-regla';
import { nombreRegla } from '../lib/textos';
import '../lib/mensajes-contabilidad';

/**
 * Apuntamientos contables (SCREENS.md G28, `/integraciones/apuntamientos`): the business's posting rules, one per
 * operation and business type (debit account*, credit account*, cost centre), created and edited in a drawer and
 * switched A/I; below, the day vouchers the reconciliation produced with their balance check and `Enviar a SAP`.
 */
export function ApuntamientosScreen() {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const [edicion, setEdicion] = useState<{ regla: TRegla | null } | null>(null);
  const { confirmar, dialogo } = useConfirmacion();
  const { mutateAsync: cambiar } = apiReglas.useCambiarEstado();
  const eliminar = apiReglas.useEliminar();

  const alCambiarEstado = useCallback(
    async (regla: TRegla, estado: TEstadoRegistro) => (await cambiar({ id: regla.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasReglas(alCambiarEstado);

  const eliminarRegistro = useEliminarRegistro(confirmar, eliminar.mutateAsync);
  const alEliminar = (regla: TRegla) => eliminarRegistro(regla.id);

  const nombre = (r: TRegla) => nombreRegla(t, r);

  return (
    <Stack spacing={3}>
      <PantallaLista
        titulo="contabilidad.apuntamientos.titulo"
        entidad="contabilidad.apuntamientos.entidad"
        nombreArchivo="apuntamientos_contables"
        columnas={columnas}
        opciones={(consulta) => apiReglas.listaQueryOptions(empresaId, consulta)}
        onCrear={() => setEdicion({ regla: null })}
        accionesFila={(r) => (
          <>
            <BotonAccion
              letra="U"
              etiqueta={t('lista.editarDe', { registro: nombre(r) })}
              icono={<Edit />}
              onClick={() => setEdicion({ regla: r })}
            />
            <BotonAccion
              letra="D"
              etiqueta={t('lista.eliminarDe', { registro: nombre(r) })}
              icono={<Delete />}
              color="error"
              onClick={() => void alEliminar(r)}
            />
          </>
        )}
        idFila={(r) => String(r.id)}
      />
      <ComprobantesDia />
      {edicion ? <FormularioRegla regla={edicion.regla} empresaId={empresaId} onCerrar={() => setEdicion(null)} /> : null}
      {dialogo}
    </Stack>
  );
}
