import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import AddCard from '@mui/icons-material/AddCard';
import Close from '@mui/icons-material/Close';
import History from '@mui/icons-material/History';
import { ZRecargaForm, type TPrepagoFila, type TRecarga, type TRecargaForm } from '@eds/contracts/cartera';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useUsuario } from '../../../lib/sesion';
import { prepagosQueryOptions, useHistoricoRecargas, useMediosRecaudo, useRecargar } from '../api/cartera';
import '../lib/mensajes-cartera';

const COLUMNAS: ColumnaTabla<TPrepagoFila>[] = [
  { clave: 'identificacion', etiqueta: 'cartera.campos.identificacion', ancho: 130 },
  { clave: 'nombre', etiqueta: 'cartera.campos.cliente', ordenable: true },
  { clave: 'recargas', etiqueta: 'cartera.campos.recargas', tipo: 'dinero' },
  { clave: 'consumido', etiqueta: 'cartera.campos.consumido', tipo: 'dinero' },
  { clave: 'saldo', etiqueta: 'cartera.campos.saldo', tipo: 'dinero', ordenable: true },
];

const COLUMNAS_HISTORICO: ColumnaTabla<TRecarga>[] = [
  { clave: 'fecha', etiqueta: 'cartera.campos.fecha', tipo: 'fechaHora' },
  { clave: 'empresa', etiqueta: 'cartera.campos.estacion' },
  { clave: 'medio_pago', etiqueta: 'cartera.campos.medio' },
  { clave: 'referencia', etiqueta: 'cartera.campos.referencia' },
  { clave: 'valor', etiqueta: 'cartera.campos.valor', tipo: 'dinero' },
];

function FormularioRecarga({ cliente, empresaId, onCerrar }: { cliente: TPrepagoFila; empresaId: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const recargar = useRecargar();
  const medios = useMediosRecaudo(empresaId);
  const form = useFormulario(ZRecargaForm, {
    defaultValues: { empresa_id: empresaId, cliente_id: cliente.cliente_id, valor: '', medio_pago_id: null, referencia: '' },
  });
  const guardar = async (datos: TRecargaForm) => {
    const r = await recargar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario
      abierto
      titulo={t('cartera.recargarA', { cliente: cliente.nombre })}
      form={form}
      onEnviar={guardar}
      onCerrar={onCerrar}
    >
      <CampoNumero<TRecargaForm> nombre="valor" etiqueta="cartera.campos.valor" requerido />
      <CampoSeleccion<TRecargaForm>
        nombre="medio_pago_id"
        etiqueta="cartera.campos.medio"
        requerido
        opciones={(medios.data ?? []).map((m) => ({ valor: m.id, texto: m.descripcion }))}
        cargando={medios.isPending}
      />
      <CampoTexto<TRecargaForm> nombre="referencia" etiqueta="cartera.campos.referencia" mayusculas maxLength={60} />
    </CajonFormulario>
  );
}

function HistoricoRecargas({ cliente, empresaId, onCerrar }: { cliente: TPrepagoFila; empresaId: number; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { tiene } = usePermisos();
  const historico = useHistoricoRecargas(empresaId, cliente.cliente_id);
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onCerrar} aria-labelledby="historico-recargas-titulo">
      <DialogTitle id="historico-recargas-titulo" sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flex: 1 }}>{t('cartera.historicoDe', { cliente: cliente.nombre })}</span>
        <IconButton aria-label={t('cartera.cerrar')} onClick={onCerrar}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <TablaDatos<TRecarga>
          columnas={COLUMNAS_HISTORICO}
          datos={historico.data ?? []}
          cargando={historico.isPending}
          titulo="cartera.historico"
          nombreArchivo="historico_recargas"
          exportable={tiene('E')}
          idFila={(r) => String(r.id)}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Clientes prepago (SCREENS.md G20, `/configuracion/gestion_clientes_prepagos`): each prepaid customer's top-ups,
 * consumption and balance; `Recargar` (letter C, valor > 0) and the history of its top-ups.
 */
export function PrepagosScreen() {
  const { t } = useTranslation();
  const empresaId = useUsuario().empresas_id;
  const [recarga, setRecarga] = useState<TPrepagoFila | null>(null);
  const [historico, setHistorico] = useState<TPrepagoFila | null>(null);
  return (
    <>
      <PantallaLista
        titulo="cartera.prepagos.titulo"
        entidad="cartera.prepagos.entidad"
        nombreArchivo="clientes_prepago"
        columnas={COLUMNAS}
        opciones={(consulta) => prepagosQueryOptions(empresaId, consulta)}
        estadoInicial="A"
        accionesFila={(c) => (
          <>
            <BotonAccion letra="C" etiqueta={t('cartera.recargar')} icono={<AddCard />} onClick={() => setRecarga(c)} />
            <BotonAccion letra="R" etiqueta={t('cartera.historico')} icono={<History />} onClick={() => setHistorico(c)} />
          </>
        )}
        idFila={(c) => String(c.cliente_id)}
      />
      {recarga ? <FormularioRecarga cliente={recarga} empresaId={empresaId} onCerrar={() => setRecarga(null)} /> : null}
      {historico ? <HistoricoRecargas cliente={historico} empresaId={empresaId} onCerrar={() => setHistorico(null)} /> : null}
    </>
  );
}
