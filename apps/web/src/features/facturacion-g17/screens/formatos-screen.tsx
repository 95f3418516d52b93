import { useCallback, useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import Message from '@mui/icons-material/MessageOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TFormato } from '@eds/contracts/facturacion/formatos';
import { ConLetra } from '../../../components/acciones/con-letra';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import { useUsuario } from '../../../lib/sesion';
import { useEstacionesDelAlcance } from '../../../lib/estaciones-alcance';
import { formatosQueryOptions, useCambiarEstadoFormato } from '../api/formatos';
import { AccionEditar } from '../components/acciones-fila';
import { useColumnasFormatos } from '../components/columnas-formatos';
import { DialogoMensajesPos } from '../components/dialogo-mensajes-pos';
import { FormularioFormato } from '../components/formulario-formato';
import '../lib/mensajes';

/**
 * Formatos de factura (SCREENS.md G17, `/configuracion/gestion_facturas`): the business's invoice layouts, each with
 * the stations that print with it, created and edited in a drawer with a live preview, switched A/I and exported;
 * `Mensajes POS` edits the POS's electronic-invoice messages.
 */
export function FormatosScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const estaciones = useEstacionesDelAlcance(usuario.infoDominio.negocio_id);
  const opciones = useMemo(() => (estaciones.data ?? []).map((e) => ({ valor: e.idEds, texto: e.alias })), [estaciones.data]);
  const [edicion, setEdicion] = useState<{ formato: TFormato | null } | null>(null);
  const [mensajes, setMensajes] = useState(false);
  const { mutateAsync: cambiar } = useCambiarEstadoFormato();
  const alCambiarEstado = useCallback(
    async (f: TFormato, estado: TEstadoRegistro) => (await cambiar({ id: f.id, estado })).mensaje,
    [cambiar],
  );
  const columnas = useColumnasFormatos(alCambiarEstado);

  return (
    <>
      <ConLetra letra="U">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" startIcon={<Message />} onClick={() => setMensajes(true)}>
            {t('facturacionG17.mensajesPos.boton')}
          </Button>
        </Box>
      </ConLetra>
      <PantallaLista
        titulo="facturacionG17.formatos.titulo"
        entidad="facturacionG17.formatos.entidad"
        nombreArchivo="formatos_factura"
        columnas={columnas}
        opciones={formatosQueryOptions}
        onCrear={() => setEdicion({ formato: null })}
        accionesFila={(x) => <AccionEditar nombre={x.descripcion} onEditar={() => setEdicion({ formato: x })} />}
        idFila={(x) => String(x.id)}
      />
      {edicion ? (
        <FormularioFormato
          formato={edicion.formato}
          estaciones={opciones}
          cargandoEstaciones={estaciones.isPending}
          onCerrar={() => setEdicion(null)}
        />
      ) : null}
      {mensajes ? <DialogoMensajesPos onCerrar={() => setMensajes(false)} /> : null}
    </>
  );
}
