import { modelWith } from '../../src/test-kit/render-page.tsx';

/**
 * A page of three sections: "personal" (a question of each kind, a group and a note, with a
 * description), "military" (shown to veterans) and "address".
 */
export const threeSectionPage = modelWith([], {
  sections: [
    {
      id: 'personal',
      title: 'Personal',
      description: 'Tell us about yourself.',
      children: [
        { type: 'text', key: 'first_name', label: 'First name' },
        { type: 'text', key: 'middle_name', label: 'Middle name' },
        { type: 'radio', key: 'has_alias', label: 'Alias?', options: 'answer_yes_no' },
        { type: 'check', key: 'veteran', label: 'Veteran' },
        {
          type: 'group',
          id: 'extra',
          title: 'Extra',
          children: [{ type: 'text', key: 'nickname', label: 'Nickname' }],
        },
        { type: 'markdown', id: 'note', markdown: 'A note' },
      ],
    },
    {
      id: 'military',
      title: 'Military',
      visibleWhen: { valueKey: 'veteran', operator: 'equals', target: true },
      children: [{ type: 'text', key: 'branch', label: 'Branch' }],
    },
    {
      id: 'address',
      title: 'Address',
      children: [{ type: 'address', id: 'home', label: 'Home', prefix: 'home_' }],
    },
  ],
});
