import { Link } from 'react-router';
import { InfoPage, InfoSection } from '../components/info-page.tsx';

export default function ShippingPolicyPage() {
  return (
    <InfoPage title="Shipping policy" intro="How your order reaches you, anywhere in Nepal.">
      <InfoSection title="Our courier">
        <p>
          Orders are delivered by Nepal Can Move (NCM), which covers all seven provinces through its branch
          network. Each vendor hands your parcel to the NCM branch nearest them.
        </p>
      </InfoSection>
      <InfoSection title="Delivery times">
        <ul>
          <li>Inside Kathmandu Valley: usually 1 to 2 working days after the vendor dispatches.</li>
          <li>Other cities: usually 2 to 5 working days.</li>
          <li>Remote areas: up to 7 working days, longer during festivals, strikes or bad weather.</li>
        </ul>
        <p>An order with products from several vendors may arrive in more than one parcel.</p>
      </InfoSection>
      <InfoSection title="Delivery charges">
        <p>
          Each product carries its own shipping amount, shown in your cart and at checkout in Nepali rupees
          before you pay. Nothing more is collected on delivery for prepaid orders.
        </p>
      </InfoSection>
      <InfoSection title="Cash on delivery">
        <p>
          Pay the NCM rider in cash when your parcel arrives. Please check the parcel is sealed before paying,
          and keep your phone reachable: the rider calls before delivery.
        </p>
      </InfoSection>
      <InfoSection title="Tracking">
        <p>
          Follow your parcel on <Link to="/track-order">Track your order</Link>. Courier updates may take 2 to
          4 hours to appear.
        </p>
      </InfoSection>
      <InfoSection title="Damaged or missing parcels">
        <p>
          Report damage or missing items within 48 hours of delivery through{' '}
          <Link to="/contact">Contact us</Link>, with photos of the parcel and product. We arrange a
          replacement or refund with the vendor.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
