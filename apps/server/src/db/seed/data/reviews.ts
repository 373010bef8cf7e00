/** Review texts by star rating; `{product}` is replaced by the product's short name. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Excellent! The {product} arrived in two days in Kathmandu, sealed box, genuine warranty card. Highly recommended.',
    'Using the {product} for three weeks now and it is perfect. Worth every rupee.',
    'Best purchase this Dashain. The {product} is exactly as described and the shop called to confirm before delivery.',
    'Great quality and fast delivery to Pokhara. Packaging was excellent, no scratches at all.',
    'Compared prices on New Road and this was the best deal. {product} works flawlessly.',
    'Battery life is amazing and build quality feels premium. Very happy with the {product}.',
    'Cash on delivery was smooth and the rider was polite. Product is 100% original.',
    'My son loves it. Setup took five minutes. Five stars for the shop too.',
  ],
  4: [
    'Very good {product} for the price. Delivery took four days to Butwal, otherwise no complaints.',
    'Solid product. Took off one star because the box was a little dented, but the {product} itself is fine.',
    'Does everything I need. The manual is only in English and Chinese, but the shop explained it on the phone.',
    'Good value. I wish it came in more colours, but performance is great.',
    'Happy with the {product}. Warranty registration was easy.',
  ],
  3: [
    'It is okay. The {product} works, but I expected a bit more for this price.',
    'Average experience. Product is fine, delivery was late by two days.',
    'Decent, but the battery drains faster than advertised.',
    'Works as expected, nothing special. Customer support could reply faster.',
  ],
  2: [
    'Not great. The {product} heats up quickly and the charger was missing from the box.',
    'Had to call three times to get an update on delivery. Product is average.',
    'Colour is different from the photo. Keeping it, but disappointed.',
  ],
  1: [
    'Received a unit with a dead pixel. Waiting for the replacement to be sorted.',
    'Stopped working after a week. Hope the warranty claim is quick.',
    'Wrong variant delivered and return took too long.',
  ],
};

export const VENDOR_REPLIES: Record<'good' | 'bad', readonly string[]> = {
  good: [
    'Dhanyabad! Thank you for shopping with us — enjoy your new gadget.',
    'Thank you so much for the kind words. See you again soon!',
    'We are glad it reached you quickly. Thanks for the review!',
  ],
  bad: [
    'Sorry about this. Our team has called you and a replacement is on its way.',
    'We apologise for the trouble. Please visit our store or call us; we will sort it under warranty.',
    'Thank you for the feedback. We have talked to our courier partner to speed things up.',
  ],
};

export const QUESTIONS: readonly { question: string; answer: string | null }[] = [
  {
    question: 'Is this the official Nepal version with warranty?',
    answer: 'Yes, official import with 1 year warranty from the brand service centre in Kathmandu.',
  },
  {
    question: 'Do you deliver outside Kathmandu Valley?',
    answer: 'Yes, we deliver all over Nepal through NCM. Usually 2–4 days.',
  },
  { question: 'Can I pay with eSewa or Khalti?', answer: null },
  {
    question: 'Is EMI available for this product?',
    answer: 'EMI is available with Nabil, NIC Asia and Global IME credit cards for 6 or 12 months.',
  },
  {
    question: 'Does it come with a charger in the box?',
    answer: 'Yes, the original charger and cable are included.',
  },
  { question: 'Is the price negotiable for two units?', answer: null },
  {
    question: 'Is there a physical store where I can see it?',
    answer: 'Yes, please visit our showroom; the address is on our shop page.',
  },
  { question: 'How long does the battery last on a single charge?', answer: null },
];
