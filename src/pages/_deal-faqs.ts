/** FAQs shared by the three deal analyser pages. */
export const DEAL_FAQS = [
  {
    question: 'How is the maximum offer price worked out?',
    answer:
      'For a yield target it is the yearly rent divided by the target yield. For cash-flow and cash-on-cash targets the analyser searches for the highest price that still meets them, recalculating stamp duty, the deposit and the mortgage at each price.',
  },
  {
    question: 'What is cash-on-cash return?',
    answer:
      'The first year’s cash flow before tax divided by the cash you put in: deposit, stamp duty, legal, survey, refurbishment and lender fees.',
  },
  {
    question: 'Does the analyser include income tax?',
    answer:
      'No. Figures are before tax, because tax depends on your other income. The buy-to-let calculator shows income tax with the Section 24 restriction.',
  },
];
