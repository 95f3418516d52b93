import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TIPOS_MODULO, ZModuloEdicion, type TModuloFila } from '@eds/contracts/configuracion/modulos';
import { PantallaCatalogo } from '../../../components/catalogo/pantalla-catalogo';
import { CampoNumero } from '../../../components/formulario/campo-numero';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { FiltroOpcion } from '../../../components/lista/filtro-opcion';
import type { ColumnaTabla } from '../../../components/tabla/columnas';
import { useUsuario } from '../../../lib/sesion';
import { apiModulos } from '../api/modulos';
import '../lib/mensajes-modulos';

/**
 * Módulos (SCREENS.md G09, `/configuracion/modulos`, decision 048): every module of the code with its code, menu
 * label, route, type, parent, order and the profiles granting it. Modules come from the code, so there is no Crear
 * and no Eliminar; user tipo 1 edits the label and the order and switches a module on or off.
 */
export function ModulosScreen() {
  const { t } = useTranslation();
  const soloLectura = !useUsuario().plataforma;
  const tipos = TIPOS_MODULO.map((v) => ({ valor: v, texto: t(`modulos.tipos.${v}`) }));
  const columnas = useMemo<ColumnaTabla<TModuloFila>[]>(
    () => [
      { clave: 'link', etiqueta: 'modulos.campos.ruta', ordenable: true },
      { clave: 'tipo', etiqueta: 'modulos.campos.tipo', ordenable: true, ancho: 130, valor: (f) => t(`modulos.tipos.${f.tipo}`) },
      { clave: 'padre', etiqueta: 'modulos.campos.padre', ordenable: true, valor: (f) => f.padre ?? '' },
      { clave: 'orden', etiqueta: 'modulos.campos.orden', tipo: 'numero', decimales: 0, ordenable: true, ancho: 100 },
      { clave: 'perfiles', etiqueta: 'modulos.campos.perfiles', tipo: 'numero', decimales: 0, ancho: 110 },
    ],
    [t],
  );
  return (
    <PantallaCatalogo<TModuloFila, { tipo: number | null }>
      titulo="modulos.titulo"
      entidad="modulos.entidad"
      nombreArchivo="modulos"
      api={apiModulos}
      columnas={columnas}
      etiquetas={{ codigo: 'modulos.campos.codigo', descripcion: 'modulos.campos.etiqueta' }}
      filtros={{
        iniciales: { tipo: null },
        render: (valores, cambiar) => (
          <FiltroOpcion
            etiqueta={t('modulos.campos.tipo')}
            nombre="tipo"
            valor={valores.tipo}
            opciones={tipos}
            textoTodos={t('modulos.todosLosTipos')}
            onCambiar={(v) => cambiar({ tipo: v })}
          />
        ),
      }}
      esquema={ZModuloEdicion}
      valores={(f) => ({ id: f?.id, etiqueta: f?.etiqueta ?? '', orden: f?.orden ?? 0 })}
      sinCamposBase
      sinCrearNiEliminar
      soloLectura={soloLectura}
      campos={
        <>
          <CampoTexto<FieldValues> nombre="codigo" etiqueta="modulos.campos.codigo" deshabilitado />
          <CampoTexto<FieldValues>
            nombre="etiqueta"
            etiqueta="modulos.campos.etiqueta"
            ayuda="modulos.ayudaEtiqueta"
            maxLength={60}
            autoFocus
          />
          <CampoNumero<FieldValues> nombre="orden" etiqueta="modulos.campos.orden" requerido entero />
        </>
      }
    />
  );
}
