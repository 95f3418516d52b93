import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TParametroDefinicion } from '@eds/contracts/configuracion/parametros';
import { TIPO_EMPRESA } from '@eds/contracts/constantes';
import { BotonAccion } from '../../../components/acciones/boton-accion';
import { ConLetra } from '../../../components/acciones/con-letra';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import { PantallaLista } from '../../../components/lista/pantalla-lista';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { definicionesQueryOptions, useEmpresasAlcance, useEstadoDefinicion } from '../api/parametros';
import { FormularioDefinicion } from '../components/formulario-definicion';
import { TablaValores } from '../components/tabla-valores';
import '../lib/mensajes';

/**
 * Parámetros globales (SCREENS.md G10, `/configuracion/globales`): the definitions (created and edited by the platform
 * operator only, decision 059) and the global values (the operator's) and business values (a business-level user's),
 * which every station inherits unless it overrides them.
 */
export function GlobalesScreen() {
  const { t } = useTranslation();
  const usuario = useUsuario();
  const administrador = usuario.plataforma;
  const empresas = useEmpresasAlcance(usuario.infoDominio.negocio_id);
  // The business root: the user's own company for a business-level user, else the root among the companies in scope.
  const raiz =
    usuario.tipo_empresa === TIPO_EMPRESA.NEGOCIO
      ? usuario.empresas_id
      : ((empresas.data ?? []).find((e) => e.tipo === TIPO_EMPRESA.NEGOCIO && e.empresas_id === null)?.idEds ?? null);
  const deNegocio = raiz !== null && raiz === usuario.empresas_id;
  const [edicion, setEdicion] = useState<{ definicion: TParametroDefinicion | null } | null>(null);
  const estado = useEstadoDefinicion();
  const { mutateAsync: cambiar } = estado;
  const alCambiarEstado = useCallback(
    async (d: TParametroDefinicion, nuevo: TEstadoRegistro) => (await cambiar({ id: d.id, estado: nuevo })).mensaje,
    [cambiar],
  );

  const columnas = useMemo<ColumnaTabla<TParametroDefinicion>[]>(
    () => [
      { clave: 'codigo', etiqueta: 'parametros.campos.codigo', ordenable: true, ancho: 260 },
      { clave: 'descripcion', etiqueta: 'parametros.campos.descripcion', ordenable: true },
      { clave: 'tipo', etiqueta: 'parametros.campos.tipo', ordenable: true, ancho: 120, valor: (d) => t(`parametros.tipos.${d.tipo}`) },
      { clave: 'minimo', etiqueta: 'parametros.campos.minimo', tipo: 'numero', decimales: 4, ancho: 90 },
      { clave: 'maximo', etiqueta: 'parametros.campos.maximo', tipo: 'numero', decimales: 4, ancho: 90 },
      { clave: 'defecto', etiqueta: 'parametros.campos.defecto', ancho: 110 },
      {
        clave: 'niveles',
        etiqueta: 'parametros.campos.niveles',
        valor: (d) => d.niveles.map((n) => t(`parametros.origen.${n}`)).join(', '),
      },
      { clave: 'grupo', etiqueta: 'parametros.campos.grupo', ordenable: true, ancho: 120, valor: (d) => t(`parametros.grupos.${d.grupo}`) },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (d) => t(d.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (d) => (
          <InterruptorEstado
            estado={d.estado}
            soloLectura={!administrador}
            etiqueta={t('lista.estadoDe', { registro: d.codigo })}
            onCambiar={(nuevo) => alCambiarEstado(d, nuevo)}
          />
        ),
      },
    ],
    [t, administrador, alCambiarEstado],
  );

  return (
    <Stack spacing={4}>
      <Box>
        {administrador ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: -6 }}>
            <ConLetra letra="U">
              <Button variant="contained" startIcon={<Add />} onClick={() => setEdicion({ definicion: null })}>
                {t('lista.crear', { entidad: t('parametros.entidad') })}
              </Button>
            </ConLetra>
          </Box>
        ) : null}
        <PantallaLista
          titulo="parametros.tituloGlobales"
          entidad="parametros.entidad"
          nombreArchivo="parametros_globales"
          columnas={columnas}
          opciones={(consulta) => definicionesQueryOptions(consulta)}
          accionesFila={(d) =>
            administrador ? (
              <BotonAccion
                letra="U"
                etiqueta={t('lista.editarDe', { registro: d.codigo })}
                icono={<Edit />}
                onClick={() => setEdicion({ definicion: d })}
              />
            ) : null
          }
          idFila={(d) => String(d.id)}
        />
      </Box>
      {raiz !== null && (administrador || deNegocio) ? (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('parametros.valoresNegocio')}
          </Typography>
          <TablaValores
            empresaId={raiz}
            grupo="GENERAL"
            niveles={[...(administrador ? (['GLOBAL'] as const) : []), ...(deNegocio ? (['NEGOCIO'] as const) : [])]}
            titulo="parametros.valoresNegocio"
            nombreArchivo="parametros_negocio"
          />
        </Stack>
      ) : null}
      {edicion ? <FormularioDefinicion definicion={edicion.definicion} onCerrar={() => setEdicion(null)} /> : null}
    </Stack>
  );
}
