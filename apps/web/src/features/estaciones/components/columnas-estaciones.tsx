import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TEmpresa } from '@eds/contracts/empresa/empresas';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

/** Código, Alias, Razón social, NIT, Ciudad, Empresa padre, Plataforma POS and Estado (the A/I switch). */
export function useColumnasEstaciones(cambiarEstado: (e: TEmpresa, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TEmpresa>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'codigo', etiqueta: 'estaciones.campos.codigo', ordenable: true, ancho: 110 },
      { clave: 'alias', etiqueta: 'estaciones.campos.alias', ordenable: true },
      { clave: 'razon_social', etiqueta: 'estaciones.campos.razonSocial', ordenable: true },
      { clave: 'nit', etiqueta: 'estaciones.campos.nit', ordenable: true, ancho: 130 },
      { clave: 'ciudad', etiqueta: 'estaciones.campos.ciudad', ordenable: true, ancho: 140 },
      { clave: 'empresa_padre', etiqueta: 'estaciones.campos.empresaPadre', ordenable: true },
      { clave: 'plataforma', etiqueta: 'estaciones.campos.plataforma', ancho: 110 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (e) => t(e.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (e) => (
          <InterruptorEstado
            estado={e.estado}
            etiqueta={t('lista.estadoDe', { registro: e.alias })}
            onCambiar={(nuevo) => cambiarEstado(e, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
