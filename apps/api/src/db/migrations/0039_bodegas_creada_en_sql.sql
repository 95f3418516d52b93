-- Warehouses that existed before their creation moment was kept: the earliest of their station's creation, their
-- first tank reading and their first inventory document, so the reconciliation keeps asking them for dips on every
-- earlier day it did before.
UPDATE bodegas b
   SET creada_en = least(b.creada_en, e.creado_en,
                         (SELECT min(l.fecha) FROM lecturas_tanque l WHERE l.bodega_id = b.id),
                         (SELECT min(m.fecha) FROM movimientos_inventario m WHERE m.bodega_id = b.id))
  FROM empresas e
 WHERE e.id = b.empresa_id;
