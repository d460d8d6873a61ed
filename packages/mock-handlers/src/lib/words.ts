/** Small word lists for the seeds (no faker: the mock layer must stay small). */
export const FIRST_NAMES = [
  'Abbott', 'Ada', 'Alice', 'Amir', 'Ana', 'Arnold', 'Barrera', 'Beatrice', 'Blair', 'Boyle', 'Bruno', 'Camila',
  'Carl', 'Carmen', 'Chen', 'Christy', 'Dalia', 'Daniel', 'Dara', 'Diego', 'Dolores', 'Elena', 'Emil', 'Esme',
  'Farah', 'Felix', 'Freya', 'Gloria', 'Hana', 'Henry', 'Hugo', 'Ines', 'Iris', 'Ivan', 'Jade', 'Jamal', 'Joyce',
  'Kai', 'Karin', 'Katina', 'Lamar', 'Lara', 'Leo', 'Lina', 'Luca', 'Mai', 'Malik', 'Maria', 'Mateo', 'Mia',
  'Nadia', 'Nina', 'Noah', 'Nora', 'Odette', 'Omar', 'Pablo', 'Priya', 'Quinn', 'Rafael', 'Rosa', 'Ruth', 'Sami',
  'Sara', 'Sofia', 'Tara', 'Teo', 'Uma', 'Vera', 'Victor', 'Wanda', 'Yara', 'Yusuf', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Adams', 'Bauer', 'Becker', 'Bell', 'Carter', 'Castro', 'Costa', 'Diaz', 'Dubois', 'Evans', 'Fischer', 'Flores',
  'Garcia', 'Gomez', 'Hansen', 'Hoffman', 'Ito', 'Jensen', 'Kim', 'Klein', 'Kowalski', 'Larsen', 'Lee', 'Lopez',
  'Martin', 'Meyer', 'Moreau', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Park', 'Patel',
  'Perez', 'Petrov', 'Quinn', 'Reyes', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh', 'Suzuki', 'Tanaka',
  'Torres', 'Turner', 'Vargas', 'Wagner', 'Walsh', 'Weber', 'Wright', 'Young', 'Zhang',
] as const;

export const COMPANIES = [
  'Acme Labs', 'Bluebird Studio', 'Cobalt Systems', 'Delta Forge', 'Evergreen Co', 'Fieldstone', 'Granite Works',
  'Harbor & Vale', 'Ironwood', 'Juniper Health', 'Kestrel Media', 'Lumen Analytics', 'Maple Logistics',
  'Northwind', 'Orchid Design', 'Pinecone Apps', 'Quarry Bank', 'Riverstone', 'Saffron Foods', 'Tidal Energy',
] as const;

export const JOB_TITLES = [
  'Product Manager', 'Software Engineer', 'Designer', 'Account Executive', 'Data Analyst', 'Facilitator',
  'Engineering Manager', 'Marketing Lead', 'Support Specialist', 'Researcher', 'Operations Lead', 'Consultant',
  'Team Lead', 'Recruiter', 'Finance Officer', 'Project Coordinator',
] as const;

export const STREETS = [
  'Maple Street', 'Oak Avenue', 'Harbor Road', 'Elm Lane', 'Hillside Drive', 'River Walk', 'Station Road',
  'Park Place', 'Mill Street', 'Lake View', 'Bridge Street', 'Orchard Way',
] as const;

export const CITIES = [
  'Lisbon', 'Oslo', 'Toronto', 'Austin', 'Kyoto', 'Melbourne', 'Berlin', 'Nairobi', 'Lyon', 'Seattle', 'Porto',
  'Dublin', 'Krakow', 'Valencia', 'Denver', 'Utrecht',
] as const;

export const TOPICS = [
  'quarterly planning', 'the retrospective', 'the roadmap', 'the budget review', 'the design sprint',
  'the onboarding plan', 'the offsite', 'the launch checklist', 'the survey results', 'the hiring pipeline',
  'the customer interviews', 'the release notes', 'the meeting agenda', 'the facilitation guide',
] as const;

export const ADJECTIVES = [
  'Classic', 'Modern', 'Compact', 'Deluxe', 'Essential', 'Premium', 'Vintage', 'Urban', 'Sporty', 'Cozy',
  'Minimal', 'Bold', 'Lightweight', 'Rugged',
] as const;

export const COLORS = ['red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink', 'gray'] as const;
