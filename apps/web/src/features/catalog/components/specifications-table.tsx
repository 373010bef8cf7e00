import type { ProductDetail } from '@pasal/domain';
import { Table, Td } from '../../../components/ui/table.tsx';

export function SpecificationsTable({ product }: { product: ProductDetail }) {
  if (product.specification.length === 0) {
    return <p className="text-ink-muted">The vendor has not listed specifications for this product yet.</p>;
  }
  return (
    <div className="max-w-3xl">
      <Table caption={`Specifications of ${product.title}`}>
        <tbody>
          {product.specification.map((spec) => (
            <tr key={spec.id} className="even:bg-canvas">
              <th
                scope="row"
                className="w-2/5 border-b border-line px-4 py-3 align-top font-semibold text-ink sm:w-1/3"
              >
                {spec.title}
              </th>
              <Td className="align-top text-ink-muted">{spec.content}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
