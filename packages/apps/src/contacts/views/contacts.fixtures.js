const people = [
    ['Ada', 'Lovelace', 'Analytical Engines', 'Mathematician'],
    ['Grace', 'Hopper', 'Navy Labs', 'Rear Admiral'],
    ['Alan', 'Turing', 'Bletchley', 'Cryptanalyst'],
    ['Katherine', 'Johnson', 'NASA', 'Research Mathematician'],
    ['Linus', 'Torvalds', 'Kernel Org', 'Maintainer'],
];
export const contactRows = people.map(([name, lastName, company, jobTitle], index) => ({
    id: `contact-${index + 1}`,
    name,
    lastName,
    avatar: '',
    nickname: '',
    company,
    jobTitle,
    email: `${name}.${lastName}@example.com`.toLowerCase(),
    phone: `+1-555-010-${1000 + index}`,
    address: `${index + 1} Main Street`,
    birthday: `1990-01-0${index + 1}`,
    notes: '',
    starred: index % 2 === 0,
}));
