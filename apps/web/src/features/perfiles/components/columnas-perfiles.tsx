import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstadoRegistro } from '@eds/contracts/configuracion/catalogo';
import type { TPerfil } from '@eds/contracts/perfiles/perfiles';
import { InterruptorEstado } from '../../../components/acciones/interruptor-estado';
import type { ColumnaTabla } from '../../../components/tabla/columnas';

/** Nombre, Tipo, Usuarios, Módulos and Estado (the A/I switch; read-only on a profile the user holds). */
export function useColumnasPerfiles(cambiarEstado: (perfil: TPerfil, estado: TEstadoRegistro) => Promise<string>): ColumnaTabla<TPerfil>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { clave: 'descripcion', etiqueta: 'perfiles.campos.descripcion', ordenable: true },
      { clave: 'tipo', etiqueta: 'perfiles.campos.tipo', ordenable: true, valor: (p) => t(`perfiles.tipos.${p.tipo}`) },
      { clave: 'usuarios', etiqueta: 'perfiles.campos.usuarios', tipo: 'numero', ordenable: true, ancho: 110 },
      { clave: 'modulos', etiqueta: 'perfiles.campos.modulos', tipo: 'numero', ancho: 110 },
      {
        clave: 'estado',
        etiqueta: 'lista.estado',
        ordenable: true,
        ancho: 110,
        valor: (p) => t(p.estado === 'A' ? 'lista.activo' : 'lista.inactivo'),
        celda: (p) => (
          <InterruptorEstado
            estado={p.estado}
            soloLectura={p.propio}
            etiqueta={t('lista.estadoDe', { registro: p.descripcion })}
            onCambiar={(nuevo) => cambiarEstado(p, nuevo)}
          />
        ),
      },
    ],
    [t, cambiarEstado],
  );
}
