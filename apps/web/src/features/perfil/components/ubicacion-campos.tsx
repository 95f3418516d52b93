import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useCiudades, useDepartamentos, usePaises } from '../api/ubicacion';
import type { ValoresPerfil } from '../lib/valores-perfil';
import { CampoLugar } from './campo-lugar';

interface Props {
  control: Control<ValoresPerfil, unknown, unknown>;
  errores: FieldErrors<ValoresPerfil>;
  setValue: UseFormSetValue<ValoresPerfil>;
  editando: boolean;
}

/**
 * Country, department and city. Choosing a country clears department and city and loads the
 * departments; choosing a department clears the city and loads the cities.
 */
export function UbicacionCampos({ control, errores, setValue, editando }: Props) {
  const { t } = useTranslation();
  const pais = useWatch({ control, name: 'pais' });
  const provincia = useWatch({ control, name: 'provincia' });
  const paises = usePaises(editando);
  const departamentos = useDepartamentos(pais?.id ?? null, editando);
  const ciudades = useCiudades(provincia?.id ?? null, editando);
  const limpiar = { shouldDirty: true, shouldValidate: false } as const;

  return (
    <>
      <Controller
        control={control}
        name="pais"
        render={({ field }) => (
          <CampoLugar
            etiqueta={t('perfil.pais')}
            nombre="pais"
            valor={field.value}
            opciones={editando ? paises.data : undefined}
            cargando={editando && paises.isFetching}
            deshabilitado={!editando}
            error={traducirMensaje(t, errores.pais?.message)}
            textoVacio={t('perfil.sinPaises')}
            onCambiar={(nuevo) => {
              field.onChange(nuevo);
              setValue('provincia', null, limpiar);
              setValue('ciudad', null, limpiar);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="provincia"
        render={({ field }) => (
          <CampoLugar
            etiqueta={t('perfil.departamento')}
            nombre="departamento"
            valor={field.value}
            opciones={editando && pais ? departamentos.data : undefined}
            cargando={editando && departamentos.isFetching}
            deshabilitado={!editando || !pais}
            error={traducirMensaje(t, errores.provincia?.message)}
            textoVacio={t('mensajes.sinDepartamentos')}
            onCambiar={(nuevo) => {
              field.onChange(nuevo);
              setValue('ciudad', null, limpiar);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="ciudad"
        render={({ field }) => (
          <CampoLugar
            etiqueta={t('perfil.ciudad')}
            nombre="ciudad"
            valor={field.value}
            opciones={editando && provincia ? ciudades.data : undefined}
            cargando={editando && ciudades.isFetching}
            deshabilitado={!editando || !provincia}
            error={traducirMensaje(t, errores.ciudad?.message)}
            textoVacio={t('mensajes.sinCiudades')}
            onCambiar={field.onChange}
          />
        )}
      />
    </>
  );
}
