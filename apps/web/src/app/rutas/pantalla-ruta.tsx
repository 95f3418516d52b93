import type { ReactNode } from 'react';
import { useUsuario } from '../../lib/sesion';
import { SinPermiso } from './sin-permiso';

/** Opens a built screen only for users who hold its module (matched by link, as the menu does). */
export function PantallaRuta({ link, requiereModulo, children }: { link: string; requiereModulo: boolean; children: ReactNode }) {
  const usuario = useUsuario();
  if (requiereModulo && !usuario.modulos.some((m) => m.link === link)) return <SinPermiso />;
  return <>{children}</>;
}
