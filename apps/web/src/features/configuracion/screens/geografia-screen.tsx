import { useMemo, useState } from 'react';
import { MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LARGO_NOMBRE_GEOGRAFIA,
  ZCiudadForm,
  ZDepartamentoForm,
  ZPaisForm,
  type TCiudadFila,
  type TDepartamentoFila,
  type TPaisFila,
} from '@eds/contracts/configuracion/geografia';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { apiCiudades, apiDepartamentos, apiPaises, useDepartamentosActivos, usePaisesActivos } from '../api/geografia';
import '../lib/mensajes-catalogos';

/** Colombia (ISO 3166-1 numeric), where the lists start. */
const COLOMBIA = 170;
function Filtro({
  etiqueta,
  valor,
  opciones,
  onCambiar,
}: {
  etiqueta: string;
  valor: number | null;
  opciones: { valor: number; texto: string }[];
  onCambiar: (v: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t(etiqueta)}
      value={opciones.some((o) => o.valor === valor) ? valor : ''}
      onChange={(e) => onCambiar(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minInlineSize: 220 }}
    >
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.texto}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Paises({ soloLectura }: { soloLectura: boolean }) {
  const columnas = useMemo<ColumnaTabla<TPaisFila>[]>(
    () => [{ clave: 'departamentos', etiqueta: 'catalogos.geografia.departamentos', tipo: 'numero', decimales: 0, ancho: 150 }],
    [],
  );
  return (
    <PantallaCatalogo<TPaisFila>
      titulo="catalogos.geografia.paises"
      entidad="catalogos.geografia.pais"
      nombreArchivo="paises"
      api={apiPaises}
      columnas={columnas}
      esquema={ZPaisForm}
      valores={() => ({})}
      campos={null}
      soloLectura={soloLectura}
      largoDescripcion={LARGO_NOMBRE_GEOGRAFIA}
    />
  );
}

function Departamentos({ soloLectura }: { soloLectura: boolean }) {
  const paises = usePaisesActivos();
  const [pais, setPais] = useState<number | null>(COLOMBIA);
  const columnas = useMemo<ColumnaTabla<TDepartamentoFila>[]>(
    () => [
      { clave: 'pais', etiqueta: 'catalogos.geografia.pais' },
      { clave: 'ciudades', etiqueta: 'catalogos.geografia.municipios', tipo: 'numero', decimales: 0, ancho: 150 },
    ],
    [],
  );
  return (
    <PantallaCatalogo<TDepartamentoFila, { pais_id: number | null }>
      titulo="catalogos.geografia.departamentos"
      entidad="catalogos.geografia.departamento"
      nombreArchivo="departamentos"
      api={apiDepartamentos}
      columnas={columnas}
      filtros={{
        iniciales: { pais_id: COLOMBIA },
        render: (valores, cambiar) => (
          <Filtro
            etiqueta="catalogos.geografia.pais"
            valor={valores.pais_id}
            opciones={paises.data ?? []}
            onCambiar={(v) => {
              setPais(v);
              cambiar({ pais_id: v });
            }}
          />
        ),
      }}
      esquema={ZDepartamentoForm}
      valores={(f) => ({ pais_id: f?.pais_id ?? pais })}
      campos={<CampoSeleccion<FieldValues> nombre="pais_id" etiqueta="catalogos.geografia.pais" opciones={paises.data ?? []} requerido />}
      soloLectura={soloLectura}
      largoDescripcion={LARGO_NOMBRE_GEOGRAFIA}
    />
  );
}

function Municipios({ soloLectura }: { soloLectura: boolean }) {
  const paises = usePaisesActivos();
  const [pais, setPais] = useState<number | null>(COLOMBIA);
  const [departamento, setDepartamento] = useState<number | null>(null);
  const departamentos = useDepartamentosActivos(pais);
  const columnas = useMemo<ColumnaTabla<TCiudadFila>[]>(
    () => [{ clave: 'departamento', etiqueta: 'catalogos.geografia.departamento' }],
    [],
  );
  return (
    <PantallaCatalogo<TCiudadFila, { departamento_id: number | null }>
      titulo="catalogos.geografia.municipios"
      entidad="catalogos.geografia.municipio"
      nombreArchivo="municipios"
      api={apiCiudades}
      columnas={columnas}
      filtros={{
        iniciales: { departamento_id: null },
        render: (valores, cambiar) => (
          <>
            <Filtro
              etiqueta="catalogos.geografia.pais"
              valor={pais}
              opciones={paises.data ?? []}
              onCambiar={(v) => {
                setPais(v);
                cambiar({ departamento_id: null });
              }}
            />
            <Filtro
              etiqueta="catalogos.geografia.departamento"
              valor={valores.departamento_id}
              opciones={departamentos.data ?? []}
              onCambiar={(v) => {
                setDepartamento(v);
                cambiar({ departamento_id: v });
              }}
            />
          </>
        ),
      }}
      esquema={ZCiudadForm}
      valores={(f) => ({ departamento_id: f?.departamento_id ?? departamento })}
      campos={
        <CampoSeleccion<FieldValues>
          nombre="departamento_id"
          etiqueta="catalogos.geografia.departamento"
          opciones={departamentos.data ?? []}
          requerido
        />
      }
      soloLectura={soloLectura}
      largoDescripcion={LARGO_NOMBRE_GEOGRAFIA}
    />
  );
}

/**
 * Geografía (SCREENS.md G11, `/configuracion/geografia`): countries, departments and municipalities with their DANE
 * codes, one tab each. Everyone with the module reads; only user tipo 1 creates, edits, switches and deletes.
 */
export function GeografiaScreen() {
  const { t } = useTranslation();
  const soloLectura = !useUsuario().plataforma;
  const [pestana, setPestana] = useState(0);
  return (
    <Stack spacing={2}>
      <Tabs value={pestana} onChange={(_, v: number) => setPestana(v)} aria-label={t('catalogos.geografia.titulo')}>
        <Tab label={t('catalogos.geografia.paises')} />
        <Tab label={t('catalogos.geografia.departamentos')} />
        <Tab label={t('catalogos.geografia.municipios')} />
      </Tabs>
      {pestana === 0 ? <Paises soloLectura={soloLectura} /> : null}
      {pestana === 1 ? <Departamentos soloLectura={soloLectura} /> : null}
      {pestana === 2 ? <Municipios soloLectura={soloLectura} /> : null}
    </Stack>
  );
}
