import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZTipoVehiculoForm, type TTipoVehiculo } from '@eds/contracts/configuracion/tipos-vehiculo';
import { COMBUSTIBLES } from '@eds/contracts/operacion';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoSeleccionMultiple } from '../../../components/formulario/campo-seleccion-multiple';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiTiposVehiculo } from '../api/catalogos-g11';
import '../lib/mensajes-catalogos';

/** Tipos de vehículo (SCREENS.md G11, `/configuracion/gestion_tipo_vehiculo`): fuels taken and tank capacity. */
export function TiposVehiculoScreen() {
  const { t } = useTranslation();
  const combustibles = COMBUSTIBLES.map((c) => ({ valor: c, texto: t(`catalogos.combustibles.${c}`) }));
  const columnas = useMemo<ColumnaTabla<TTipoVehiculo>[]>(
    () => [
      {
        clave: 'combustibles',
        etiqueta: 'catalogos.tiposVehiculo.combustibles',
        valor: (f) => f.combustibles.map((c) => t(`catalogos.combustibles.${c}`)).join(', '),
      },
      {
        clave: 'capacidad_tanque',
        etiqueta: 'catalogos.tiposVehiculo.capacidad',
        tipo: 'numero',
        decimales: 3,
        ordenable: true,
        ancho: 160,
      },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TTipoVehiculo>
      titulo="catalogos.tiposVehiculo.titulo"
      entidad="catalogos.tiposVehiculo.entidad"
      nombreArchivo="tipos_vehiculo"
      api={apiTiposVehiculo}
      columnas={columnas}
      esquema={ZTipoVehiculoForm}
      valores={(f) => ({ combustibles: f?.combustibles ?? [], capacidad_tanque: f?.capacidad_tanque ?? null })}
      campos={
        <>
          <CampoSeleccionMultiple<FieldValues>
            nombre="combustibles"
            etiqueta="catalogos.tiposVehiculo.combustibles"
            opciones={combustibles}
          />
          <CampoNumero<FieldValues>
            nombre="capacidad_tanque"
            etiqueta="catalogos.tiposVehiculo.capacidad"
            ayuda="catalogos.tiposVehiculo.ayudaCapacidad"
          />
        </>
      }
    />
  );
}
