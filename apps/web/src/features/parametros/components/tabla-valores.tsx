import { useMemo, useState } from 'react';
import { Chip } from '@mui/material';
import Edit from '@mui/icons-material/EditOutlined';
import Restore from '@mui/icons-material/RestoreOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { GrupoParametro, NivelParametro, TParametroValorEmpresa } from '@eds/contracts/configuracion/parametros';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { useConfirmacion } from '../../../components/dialogos/use-confirmacion';
import { EstadoError } from '../../../components/estados/estado-error';
import { avisarError } from '../../../components/formulario/avisar-error';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { TablaDatos } from '../../../components/tabla/tabla-datos';
import { traducirMensaje } from '../../../i18n/mensajes';
import { usePermisos } from '../../../lib/permisos';
import { useRestablecerValor, useValoresEmpresa } from '../api/parametros';
import { DialogoValor } from './dialogo-valor';

interface Props {
  empresaId: number;
  grupo: GrupoParametro;
  /** Levels edited here: ['GLOBAL', 'NEGOCIO'] or ['NEGOCIO'] on the business, ['ESTACION'] on a station. */
  niveles: NivelParametro[];
  titulo: string;
  nombreArchivo: string;
}

type Fila = TParametroValorEmpresa & Record<string, unknown>;

/**
 * The parameters of one company with their values by level, the effective value and `Heredado de`; `Editar valor` and
 * `Restablecer` (letter U) act on the levels this screen edits.
 */
export function TablaValores({ empresaId, grupo, niveles, titulo, nombreArchivo }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { tiene } = usePermisos();
  const valores = useValoresEmpresa(empresaId, grupo);
  const restablecer = useRestablecerValor();
  const { confirmar, dialogo } = useConfirmacion();
  const [editado, setEditado] = useState<TParametroValorEmpresa | null>(null);
  const estacion = niveles.includes('ESTACION');
  const nivelPropio: NivelParametro = estacion ? 'ESTACION' : niveles.includes('NEGOCIO') ? 'NEGOCIO' : 'GLOBAL';
  const propio = (p: TParametroValorEmpresa) => (estacion ? p.valor_estacion : p.valor_negocio);

  const texto = (p: TParametroValorEmpresa, v: string | null) =>
    v === null ? '' : p.tipo === 'BOOLEANO' ? t(v === 'S' ? 'parametros.si' : 'parametros.no') : v;

  const columnas = useMemo<ColumnaTabla<Fila>[]>(
    () => [
      { clave: 'codigo', etiqueta: 'parametros.campos.codigo', ancho: 240 },
      { clave: 'descripcion', etiqueta: 'parametros.campos.descripcion' },
      { clave: 'valor_global', etiqueta: 'parametros.campos.valorGlobal', valor: (p) => texto(p, p.valor_global), ancho: 120 },
      { clave: 'valor_negocio', etiqueta: 'parametros.campos.valorNegocio', valor: (p) => texto(p, p.valor_negocio), ancho: 120 },
      ...(estacion
        ? [
            {
              clave: 'valor_estacion',
              etiqueta: 'parametros.campos.valorEstacion',
              valor: (p: Fila) => texto(p, p.valor_estacion),
              ancho: 120,
            } as const,
          ]
        : []),
      { clave: 'valor_efectivo', etiqueta: 'parametros.campos.valorEfectivo', valor: (p) => texto(p, p.valor_efectivo), ancho: 130 },
      {
        clave: 'origen',
        etiqueta: 'parametros.campos.heredadoDe',
        ancho: 140,
        valor: (p) => t(`parametros.origen.${p.origen}`),
        celda: (p) => <Chip size="small" variant="outlined" label={t(`parametros.origen.${p.origen}`)} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, estacion],
  );

  const alRestablecer = async (p: TParametroValorEmpresa) => {
    if (!(await confirmar(t('parametros.confirmarRestablecer', { codigo: p.codigo })))) return;
    try {
      const r = await restablecer.mutateAsync({
        definicion_id: p.definicion_id,
        nivel: nivelPropio,
        empresa_id: empresaId,
        equipo_id: null,
      });
      enqueueSnackbar(traducirMensaje(t, r.mensaje), { variant: 'success' });
    } catch (e) {
      avisarError(e, enqueueSnackbar, t);
    }
  };

  if (valores.isError) return <EstadoError onReintentar={() => void valores.refetch()} />;
  const editables = (p: TParametroValorEmpresa) => niveles.filter((n) => p.niveles.includes(n));

  return (
    <>
      <TablaDatos<Fila>
        columnas={columnas}
        datos={valores.data ?? []}
        cargando={valores.isPending}
        titulo={titulo}
        nombreArchivo={nombreArchivo}
        exportable={tiene('E')}
        idFila={(p) => String(p.definicion_id)}
        accionesFila={(p) => (
          <>
            {editables(p).length > 0 ? (
              <BotonAccion
                letra="U"
                etiqueta={t('parametros.editarValor', { codigo: p.codigo })}
                icono={<Edit />}
                onClick={() => setEditado(p)}
              />
            ) : null}
            {propio(p) !== null ? (
              <BotonAccion
                letra="U"
                etiqueta={t('parametros.restablecerDe', { codigo: p.codigo })}
                icono={<Restore />}
                onClick={() => void alRestablecer(p)}
              />
            ) : null}
          </>
        )}
      />
      {editado ? (
        <DialogoValor parametro={editado} niveles={editables(editado)} empresaId={empresaId} onCerrar={() => setEditado(null)} />
      ) : null}
      {dialogo}
    </>
  );
}
