import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TEmpresaForm } from '@eds/contracts/empresa/empresas';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { useCiudades, useDepartamentos, usePaises } from '../../../lib/ubicacion';

/**
 * The location cascade*: País, then Departamento, then Ciudad. Choosing a country clears department and city;
 * choosing a department clears the city (spec document 2 §2).
 */
export function CamposLugar({ deshabilitado }: { deshabilitado?: boolean }) {
  const { control, setValue } = useFormContext<TEmpresaForm>();
  const pais = useWatch({ control, name: 'pais_id' }) as number | null | undefined;
  const departamento = useWatch({ control, name: 'departamento_id' }) as number | null | undefined;
  const paises = usePaises();
  const departamentos = useDepartamentos(pais ?? null);
  const ciudades = useCiudades(departamento ?? null);
  const previo = useRef({ pais, departamento });

  useEffect(() => {
    const limpiar = { shouldDirty: true } as const;
    if (previo.current.pais !== pais) {
      setValue('departamento_id', null, limpiar);
      setValue('ciudad_id', null, limpiar);
    } else if (previo.current.departamento !== departamento) {
      setValue('ciudad_id', null, limpiar);
    }
    previo.current = { pais, departamento };
  }, [pais, departamento, setValue]);

  return (
    <>
      <CampoSeleccion<TEmpresaForm>
        nombre="pais_id"
        etiqueta="estaciones.campos.pais"
        requerido
        opciones={paises.data ?? []}
        cargando={paises.isFetching}
        deshabilitado={deshabilitado}
      />
      <CampoSeleccion<TEmpresaForm>
        nombre="departamento_id"
        etiqueta="estaciones.campos.departamento"
        requerido
        opciones={departamentos.data ?? []}
        cargando={departamentos.isFetching}
        deshabilitado={deshabilitado || !pais}
      />
      <CampoSeleccion<TEmpresaForm>
        nombre="ciudad_id"
        etiqueta="estaciones.campos.ciudad"
        requerido
        opciones={ciudades.data ?? []}
        cargando={ciudades.isFetching}
        deshabilitado={deshabilitado || !departamento}
      />
    </>
  );
}
