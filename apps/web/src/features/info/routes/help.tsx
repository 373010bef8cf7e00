import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../config/support.ts';
import { InfoPage, InfoSection } from '../components/info-page.tsx';

export default function HelpPage() {
  return (
    <InfoPage title="Help centre" intro="Answers to the questions shoppers ask us most.">
      <InfoSection title="How do I place an order?">
        <p>
          Add products to your cart, fill in your delivery details and choose how to pay. You can shop as a
          guest or <Link to="/register">create an account</Link> to keep your orders, wishlist and invoices in
          one place.
        </p>
      </InfoSection>
      <InfoSection title="How can I pay?">
        <ul>
          <li>Cash on delivery: pay the courier when your parcel arrives.</li>
          <li>eSewa or Khalti: pay from your wallet, signing in on the wallet&apos;s own page.</li>
          <li>ConnectIPS: pay directly from your Nepali bank account.</li>
          <li>Credit or debit card, and PayPal.</li>
        </ul>
        <p>All prices are in Nepali rupees. Tax and the service fee are shown before you pay.</p>
      </InfoSection>
      <InfoSection title="Where is my order?">
        <p>
          Use <Link to="/track-order">Track your order</Link> with the order ID from your confirmation.
          Courier updates can take 2 to 4 hours to appear.
        </p>
      </InfoSection>
      <InfoSection title="Returns and damaged items">
        <p>
          If a product arrives damaged, faulty or not as described, contact us within 48 hours of delivery
          with your order ID and photos. See our <Link to="/shipping-policy">shipping policy</Link> for
          details.
        </p>
      </InfoSection>
      <InfoSection title="Selling on Pasal">
        <p>
          Shops register with the &ldquo;I want to sell&rdquo; option, list products from the vendor dashboard
          and are paid for their share of every order.
        </p>
      </InfoSection>
      <InfoSection title="Still need help?">
        <p>
          Call <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a> or e-mail{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, {SUPPORT_HOURS}.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
