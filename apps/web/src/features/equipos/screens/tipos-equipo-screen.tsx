import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZTipoEquipoForm, type TTipoEquipo } from '@eds/contracts/configuracion/tipos-equipo';
import { TIPOS_EQUIPO } from '@eds/contracts/operacion';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { apiTiposEquipo } from '../api/tipos-equipo';
import '../lib/mensajes-equipos';

interface FiltrosTipoEquipo {
  tipo: string | null;
}

/**
 * Tipos de equipo (SCREENS.md G05, `/configuracion/equipos`): the business's device models (Tipo, Marca, Modelo,
 * Protocolo, Firmware mínimo) on the catalogue kit; Gestión de equipos offers them as the device's Modelo.
 */
export function TiposEquipoScreen() {
  const { t } = useTranslation();
  const tipos = TIPOS_EQUIPO.map((v) => ({ valor: v, texto: t(`equipos.tipos.${v}`) }));
  const columnas = useMemo<ColumnaTabla<TTipoEquipo>[]>(
    () => [
      { clave: 'tipo', etiqueta: 'equipos.campos.tipo', ordenable: true, valor: (f) => t(`equipos.tipos.${f.tipo}`) },
      { clave: 'marca', etiqueta: 'equipos.tiposEquipo.marca', ordenable: true },
      { clave: 'modelo', etiqueta: 'equipos.tiposEquipo.modelo', ordenable: true },
      { clave: 'protocolo', etiqueta: 'equipos.tiposEquipo.protocolo', valor: (f) => f.protocolo ?? '' },
      { clave: 'firmware_minimo', etiqueta: 'equipos.tiposEquipo.firmware', ancho: 140, valor: (f) => f.firmware_minimo ?? '' },
      { clave: 'equipos', etiqueta: 'equipos.tiposEquipo.equipos', tipo: 'numero', decimales: 0, ancho: 110 },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TTipoEquipo, FiltrosTipoEquipo>
      titulo="equipos.tiposEquipo.titulo"
      entidad="equipos.tiposEquipo.entidad"
      nombreArchivo="tipos_equipo"
      api={apiTiposEquipo}
      columnas={columnas}
      esquema={ZTipoEquipoForm}
      valores={(f) => ({
        tipo: f?.tipo ?? null,
        marca: f?.marca ?? '',
        modelo: f?.modelo ?? '',
        protocolo: f?.protocolo ?? '',
        firmware_minimo: f?.firmware_minimo ?? '',
      })}
      campos={
        <>
          <CampoSeleccion<FieldValues> nombre="tipo" etiqueta="equipos.campos.tipo" requerido opciones={tipos} />
          <CampoTexto<FieldValues> nombre="marca" etiqueta="equipos.tiposEquipo.marca" requerido mayusculas maxLength={40} />
          <CampoTexto<FieldValues> nombre="modelo" etiqueta="equipos.tiposEquipo.modelo" requerido mayusculas maxLength={40} />
          <CampoTexto<FieldValues> nombre="protocolo" etiqueta="equipos.tiposEquipo.protocolo" mayusculas maxLength={40} />
          <CampoTexto<FieldValues> nombre="firmware_minimo" etiqueta="equipos.tiposEquipo.firmware" mayusculas maxLength={20} />
        </>
      }
      filtros={{
        iniciales: { tipo: null },
        render: (valores, cambiar) => (
          <FiltroOpcion<string>
            etiqueta={t('equipos.campos.tipo')}
            valor={valores.tipo}
            textoTodos={t('equipos.filtros.todos')}
            opciones={tipos}
            onCambiar={(v) => cambiar({ tipo: v })}
          />
        ),
      }}
    />
  );
}
