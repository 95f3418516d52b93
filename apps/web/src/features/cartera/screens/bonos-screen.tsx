import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import Block from '@mui/icons-material/Block';
import { ESTADOS_BONO, ZBonoGenerarForm, type TBono, type TBonoGenerarForm } from '@eds/contracts/cartera';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoFecha } from '../../../components/formulario/campo-fecha';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { avisarError } from '../../../components/formulario/avisar-error';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import { bonosQueryOptions, type clavesCartera, useAnularBono, useGenerarBonos } from '../api/cartera';
import '../lib/mensajes-cartera';

function FormularioBonos({ onCerrar }: { onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const generar = useGenerarBonos();
  const form = useFormulario(ZBonoGenerarForm, { defaultValues: { serie: '', cantidad: '', valor: '', vigencia: '' } });
  const guardar = async (datos: TBonoGenerarForm) => {
    const r = await generar.mutateAsync(datos);
    enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    onCerrar();
  };
  return (
    <CajonFormulario abierto titulo={t('cartera.bonos.generar')} form={form} onEnviar={guardar} onCerrar={onCerrar}>
      <CampoTexto<TBonoGenerarForm> nombre="serie" etiqueta="cartera.bonos.serie" requerido mayusculas maxLength={20} autoFocus />
      <CampoNumero<TBonoGenerarForm> nombre="cantidad" etiqueta="cartera.bonos.cantidad" requerido entero />
      <CampoNumero<TBonoGenerarForm> nombre="valor" etiqueta="cartera.campos.valor" requerido />
      <CampoFecha<TBonoGenerarForm> nombre="vigencia" etiqueta="cartera.bonos.vigencia" requerido />
    </CajonFormulario>
  );
}

/**
 * Bonos (SCREENS.md G20, `/configuracion/gestion_bonos`): the business's vouchers by series and state; `Generar bonos`
 * (letter C: Serie, Cantidad 1–10000, Valor, Vigencia) makes unique codes; `Anular` (letter N) an issued one.
 */
export function BonosScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const empresaId = useUsuario().empresas_id;
  const [generando, setGenerando] = useState(false);
  const { confirmar, dialogo } = useConfirmacion();
  const anular = useAnularBono();

  const alAnular = async (b: TBono) => {
    if (!(await confirmar(t('cartera.bonos.confirmarAnular', { codigo: b.codigo })))) return;
    try {
      const r = await anular.mutateAsync(b.id);
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (error) {
      avisarError(error, enqueueSnackbar, t);
    }
  };

  const columnas: ColumnaTabla<TBono>[] = [
    { clave: 'serie', etiqueta: 'cartera.bonos.serie', ordenable: true, ancho: 120 },
    { clave: 'codigo', etiqueta: 'cartera.bonos.codigo', ordenable: true },
    { clave: 'valor', etiqueta: 'cartera.campos.valor', tipo: 'dinero' },
    { clave: 'vigencia', etiqueta: 'cartera.bonos.vigencia', tipo: 'fecha', ordenable: true },
    { clave: 'estado', etiqueta: 'lista.estado', ordenable: true, valor: (b) => t(`cartera.bonos.estados.${b.estado}`) },
    { clave: 'redimido_en', etiqueta: 'cartera.bonos.redimidoEn', tipo: 'fechaHora' },
    { clave: 'empresa_redencion', etiqueta: 'cartera.campos.estacion' },
  ];

  return (
    <>
      <PantallaLista<TBono, { estado_bono: string | null }, ReturnType<typeof clavesCartera.bonos>>
        titulo="cartera.bonos.titulo"
        entidad="cartera.bonos.entidad"
        nombreArchivo="bonos"
        columnas={columnas}
        sinEstado
        opciones={(consulta) => bonosQueryOptions(empresaId, { ...consulta, estado_bono: consulta.estado_bono ?? undefined })}
        filtros={{
          iniciales: { estado_bono: null },
          render: (valores, cambiar) => (
            <FiltroOpcion<string>
              etiqueta={t('cartera.bonos.estadoBono')}
              nombre="estado_bono"
              valor={valores.estado_bono}
              opciones={ESTADOS_BONO.map((e) => ({ valor: e, texto: t(`cartera.bonos.estados.${e}`) }))}
              textoTodos={t('lista.todos')}
              onCambiar={(v) => cambiar({ estado_bono: v })}
            />
          ),
        }}
        onCrear={() => setGenerando(true)}
        accionesFila={(b) =>
          b.estado === 'EMITIDO' ? (
            <BotonAccion letra="N" etiqueta={t('cartera.bonos.anular')} icono={<Block />} color="error" onClick={() => void alAnular(b)} />
          ) : null
        }
        idFila={(b) => String(b.id)}
      />
      {generando ? <FormularioBonos onCerrar={() => setGenerando(false)} /> : null}
      {dialogo}
    </>
  );
}
