-- Members' own pages: Talent profiles (details, resume, privacy as queryable columns, blocked businesses),
-- contact details of Talents and Businesses, business profile fields, uploaded files, verification requests
-- and the staff who decide them, job vacancies, ICT projects, saved jobs, and the reference lists forms use.

-- Reference data, seeded here with real values. Countries: ISO 3166-1 alpha-2 (all 249 assigned codes);
-- `position` is the display order (Brunei Darussalam first, then by English name).
create table countries (
  key char(2) primary key check (key ~ '^[A-Z]{2}$'),
  name text not null,
  position integer not null unique
);

-- The small lists, one table: `list` names the list, `position` orders it.
create table reference_items (
  list text not null check (list in (
    'business-types', 'brunei-ic-colours', 'lpa-application-types', 'salary-intervals', 'districts', 'employment-types'
  )),
  key text not null,
  name text not null,
  position integer not null,
  primary key (list, key)
);

insert into reference_items (list, key, name, position) values
  ('business-types', 'sole-proprietorship', 'Sole proprietorship', 1),
  ('business-types', 'partnership', 'Partnership', 2),
  ('business-types', 'private-limited', 'Private limited company (Sdn Bhd)', 3),
  ('business-types', 'public-limited', 'Public limited company (Bhd)', 4),
  ('business-types', 'foreign-branch', 'Branch of a foreign company', 5),
  ('business-types', 'cooperative', 'Cooperative', 6),
  ('business-types', 'government-linked', 'Government-linked company', 7),
  ('business-types', 'non-profit', 'Non-profit organisation', 8),
  -- Brunei's identity cards by colour. The red card is the older card of permanent residents, since replaced
  -- by the purple smart card; people still hold and quote it.
  ('brunei-ic-colours', 'yellow', 'Yellow (citizen)', 1),
  ('brunei-ic-colours', 'purple', 'Purple (permanent resident)', 2),
  ('brunei-ic-colours', 'red', 'Red (permanent resident, older card)', 3),
  ('brunei-ic-colours', 'green', 'Green (foreign worker or temporary resident)', 4),
  -- The specification shows no LPA (labour licence) application types; these are our decision: the kinds of
  -- request a Business makes about a licence.
  ('lpa-application-types', 'new', 'New application', 1),
  ('lpa-application-types', 'renewal', 'Renewal', 2),
  ('lpa-application-types', 'amendment', 'Amendment (change of quota or position)', 3),
  ('lpa-application-types', 'replacement', 'Replacement of a worker', 4),
  ('salary-intervals', 'hourly', 'Hourly', 1),
  ('salary-intervals', 'daily', 'Daily', 2),
  ('salary-intervals', 'weekly', 'Weekly', 3),
  ('salary-intervals', 'monthly', 'Monthly', 4),
  ('salary-intervals', 'yearly', 'Yearly', 5),
  ('districts', 'brunei-muara', 'Brunei-Muara', 1),
  ('districts', 'belait', 'Belait', 2),
  ('districts', 'tutong', 'Tutong', 3),
  ('districts', 'temburong', 'Temburong', 4),
  ('employment-types', 'full-time', 'Full-time', 1),
  ('employment-types', 'part-time', 'Part-time', 2),
  ('employment-types', 'contract', 'Contract', 3),
  ('employment-types', 'internship', 'Internship', 4),
  ('employment-types', 'temporary', 'Temporary', 5);

insert into countries (key, name, position) values
  ('BN', 'Brunei Darussalam', 1),
  ('AF', 'Afghanistan', 2),
  ('AX', 'Åland Islands', 3),
  ('AL', 'Albania', 4),
  ('DZ', 'Algeria', 5),
  ('AS', 'American Samoa', 6),
  ('AD', 'Andorra', 7),
  ('AO', 'Angola', 8),
  ('AI', 'Anguilla', 9),
  ('AQ', 'Antarctica', 10),
  ('AG', 'Antigua and Barbuda', 11),
  ('AR', 'Argentina', 12),
  ('AM', 'Armenia', 13),
  ('AW', 'Aruba', 14),
  ('AU', 'Australia', 15),
  ('AT', 'Austria', 16),
  ('AZ', 'Azerbaijan', 17),
  ('BS', 'Bahamas', 18),
  ('BH', 'Bahrain', 19),
  ('BD', 'Bangladesh', 20),
  ('BB', 'Barbados', 21),
  ('BY', 'Belarus', 22),
  ('BE', 'Belgium', 23),
  ('BZ', 'Belize', 24),
  ('BJ', 'Benin', 25),
  ('BM', 'Bermuda', 26),
  ('BT', 'Bhutan', 27),
  ('BO', 'Bolivia', 28),
  ('BQ', 'Bonaire, Sint Eustatius and Saba', 29),
  ('BA', 'Bosnia and Herzegovina', 30),
  ('BW', 'Botswana', 31),
  ('BV', 'Bouvet Island', 32),
  ('BR', 'Brazil', 33),
  ('IO', 'British Indian Ocean Territory', 34),
  ('VG', 'British Virgin Islands', 35),
  ('BG', 'Bulgaria', 36),
  ('BF', 'Burkina Faso', 37),
  ('BI', 'Burundi', 38),
  ('KH', 'Cambodia', 39),
  ('CM', 'Cameroon', 40),
  ('CA', 'Canada', 41),
  ('CV', 'Cape Verde', 42),
  ('KY', 'Cayman Islands', 43),
  ('CF', 'Central African Republic', 44),
  ('TD', 'Chad', 45),
  ('CL', 'Chile', 46),
  ('CN', 'China', 47),
  ('CX', 'Christmas Island', 48),
  ('CC', 'Cocos (Keeling) Islands', 49),
  ('CO', 'Colombia', 50),
  ('KM', 'Comoros', 51),
  ('CD', 'Congo (Democratic Republic)', 52),
  ('CG', 'Congo (Republic)', 53),
  ('CK', 'Cook Islands', 54),
  ('CR', 'Costa Rica', 55),
  ('CI', 'Côte d''Ivoire', 56),
  ('HR', 'Croatia', 57),
  ('CU', 'Cuba', 58),
  ('CW', 'Curaçao', 59),
  ('CY', 'Cyprus', 60),
  ('CZ', 'Czechia', 61),
  ('DK', 'Denmark', 62),
  ('DJ', 'Djibouti', 63),
  ('DM', 'Dominica', 64),
  ('DO', 'Dominican Republic', 65),
  ('EC', 'Ecuador', 66),
  ('EG', 'Egypt', 67),
  ('SV', 'El Salvador', 68),
  ('GQ', 'Equatorial Guinea', 69),
  ('ER', 'Eritrea', 70),
  ('EE', 'Estonia', 71),
  ('SZ', 'Eswatini', 72),
  ('ET', 'Ethiopia', 73),
  ('FK', 'Falkland Islands', 74),
  ('FO', 'Faroe Islands', 75),
  ('FJ', 'Fiji', 76),
  ('FI', 'Finland', 77),
  ('FR', 'France', 78),
  ('GF', 'French Guiana', 79),
  ('PF', 'French Polynesia', 80),
  ('TF', 'French Southern Territories', 81),
  ('GA', 'Gabon', 82),
  ('GM', 'Gambia', 83),
  ('GE', 'Georgia', 84),
  ('DE', 'Germany', 85),
  ('GH', 'Ghana', 86),
  ('GI', 'Gibraltar', 87),
  ('GR', 'Greece', 88),
  ('GL', 'Greenland', 89),
  ('GD', 'Grenada', 90),
  ('GP', 'Guadeloupe', 91),
  ('GU', 'Guam', 92),
  ('GT', 'Guatemala', 93),
  ('GG', 'Guernsey', 94),
  ('GN', 'Guinea', 95),
  ('GW', 'Guinea-Bissau', 96),
  ('GY', 'Guyana', 97),
  ('HT', 'Haiti', 98),
  ('HM', 'Heard and McDonald Islands', 99),
  ('VA', 'Holy See (Vatican City)', 100),
  ('HN', 'Honduras', 101),
  ('HK', 'Hong Kong', 102),
  ('HU', 'Hungary', 103),
  ('IS', 'Iceland', 104),
  ('IN', 'India', 105),
  ('ID', 'Indonesia', 106),
  ('IR', 'Iran', 107),
  ('IQ', 'Iraq', 108),
  ('IE', 'Ireland', 109),
  ('IM', 'Isle of Man', 110),
  ('IL', 'Israel', 111),
  ('IT', 'Italy', 112),
  ('JM', 'Jamaica', 113),
  ('JP', 'Japan', 114),
  ('JE', 'Jersey', 115),
  ('JO', 'Jordan', 116),
  ('KZ', 'Kazakhstan', 117),
  ('KE', 'Kenya', 118),
  ('KI', 'Kiribati', 119),
  ('KW', 'Kuwait', 120),
  ('KG', 'Kyrgyzstan', 121),
  ('LA', 'Laos', 122),
  ('LV', 'Latvia', 123),
  ('LB', 'Lebanon', 124),
  ('LS', 'Lesotho', 125),
  ('LR', 'Liberia', 126),
  ('LY', 'Libya', 127),
  ('LI', 'Liechtenstein', 128),
  ('LT', 'Lithuania', 129),
  ('LU', 'Luxembourg', 130),
  ('MO', 'Macao', 131),
  ('MG', 'Madagascar', 132),
  ('MW', 'Malawi', 133),
  ('MY', 'Malaysia', 134),
  ('MV', 'Maldives', 135),
  ('ML', 'Mali', 136),
  ('MT', 'Malta', 137),
  ('MH', 'Marshall Islands', 138),
  ('MQ', 'Martinique', 139),
  ('MR', 'Mauritania', 140),
  ('MU', 'Mauritius', 141),
  ('YT', 'Mayotte', 142),
  ('MX', 'Mexico', 143),
  ('FM', 'Micronesia (Federated States of)', 144),
  ('MD', 'Moldova', 145),
  ('MC', 'Monaco', 146),
  ('MN', 'Mongolia', 147),
  ('ME', 'Montenegro', 148),
  ('MS', 'Montserrat', 149),
  ('MA', 'Morocco', 150),
  ('MZ', 'Mozambique', 151),
  ('MM', 'Myanmar', 152),
  ('NA', 'Namibia', 153),
  ('NR', 'Nauru', 154),
  ('NP', 'Nepal', 155),
  ('NL', 'Netherlands', 156),
  ('NC', 'New Caledonia', 157),
  ('NZ', 'New Zealand', 158),
  ('NI', 'Nicaragua', 159),
  ('NE', 'Niger', 160),
  ('NG', 'Nigeria', 161),
  ('NU', 'Niue', 162),
  ('NF', 'Norfolk Island', 163),
  ('KP', 'North Korea', 164),
  ('MK', 'North Macedonia', 165),
  ('MP', 'Northern Mariana Islands', 166),
  ('NO', 'Norway', 167),
  ('OM', 'Oman', 168),
  ('PK', 'Pakistan', 169),
  ('PW', 'Palau', 170),
  ('PS', 'Palestine', 171),
  ('PA', 'Panama', 172),
  ('PG', 'Papua New Guinea', 173),
  ('PY', 'Paraguay', 174),
  ('PE', 'Peru', 175),
  ('PH', 'Philippines', 176),
  ('PN', 'Pitcairn Islands', 177),
  ('PL', 'Poland', 178),
  ('PT', 'Portugal', 179),
  ('PR', 'Puerto Rico', 180),
  ('QA', 'Qatar', 181),
  ('RE', 'Réunion', 182),
  ('RO', 'Romania', 183),
  ('RU', 'Russia', 184),
  ('RW', 'Rwanda', 185),
  ('BL', 'Saint Barthélemy', 186),
  ('SH', 'Saint Helena', 187),
  ('KN', 'Saint Kitts and Nevis', 188),
  ('LC', 'Saint Lucia', 189),
  ('MF', 'Saint Martin', 190),
  ('PM', 'Saint Pierre and Miquelon', 191),
  ('VC', 'Saint Vincent and Grenadines', 192),
  ('WS', 'Samoa', 193),
  ('SM', 'San Marino', 194),
  ('ST', 'São Tomé and Príncipe', 195),
  ('SA', 'Saudi Arabia', 196),
  ('SN', 'Senegal', 197),
  ('RS', 'Serbia', 198),
  ('SC', 'Seychelles', 199),
  ('SL', 'Sierra Leone', 200),
  ('SG', 'Singapore', 201),
  ('SX', 'Sint Maarten', 202),
  ('SK', 'Slovakia', 203),
  ('SI', 'Slovenia', 204),
  ('SB', 'Solomon Islands', 205),
  ('SO', 'Somalia', 206),
  ('ZA', 'South Africa', 207),
  ('GS', 'South Georgia and South Sandwich Islands', 208),
  ('KR', 'South Korea', 209),
  ('SS', 'South Sudan', 210),
  ('ES', 'Spain', 211),
  ('LK', 'Sri Lanka', 212),
  ('SD', 'Sudan', 213),
  ('SR', 'Suriname', 214),
  ('SJ', 'Svalbard and Jan Mayen', 215),
  ('SE', 'Sweden', 216),
  ('CH', 'Switzerland', 217),
  ('SY', 'Syria', 218),
  ('TW', 'Taiwan', 219),
  ('TJ', 'Tajikistan', 220),
  ('TZ', 'Tanzania', 221),
  ('TH', 'Thailand', 222),
  ('TL', 'Timor-Leste', 223),
  ('TG', 'Togo', 224),
  ('TK', 'Tokelau', 225),
  ('TO', 'Tonga', 226),
  ('TT', 'Trinidad and Tobago', 227),
  ('TN', 'Tunisia', 228),
  ('TR', 'Türkiye', 229),
  ('TM', 'Turkmenistan', 230),
  ('TC', 'Turks and Caicos Islands', 231),
  ('TV', 'Tuvalu', 232),
  ('VI', 'U.S. Virgin Islands', 233),
  ('UG', 'Uganda', 234),
  ('UA', 'Ukraine', 235),
  ('AE', 'United Arab Emirates', 236),
  ('GB', 'United Kingdom', 237),
  ('US', 'United States', 238),
  ('UM', 'United States Minor Outlying Islands', 239),
  ('UY', 'Uruguay', 240),
  ('UZ', 'Uzbekistan', 241),
  ('VU', 'Vanuatu', 242),
  ('VE', 'Venezuela', 243),
  ('VN', 'Vietnam', 244),
  ('WF', 'Wallis and Futuna', 245),
  ('EH', 'Western Sahara', 246),
  ('YE', 'Yemen', 247),
  ('ZM', 'Zambia', 248),
  ('ZW', 'Zimbabwe', 249);

-- Staff of the back-office, and their sessions (opaque tokens stored as SHA-256 hashes, 12 hours).
create table staff (
  id uuid primary key,
  email text not null check (email = lower(email)),
  name text not null,
  role text not null check (role in ('officer', 'chief-evaluator', 'administrator')),
  password_hash text not null,
  created_at timestamptz not null,
  constraint staff_email_unique unique (email)
);

create table staff_sessions (
  token_hash text primary key,
  staff_id uuid not null references staff (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);

-- Uploaded files. The bytes live content-addressed under DATA_DIR/files/<first two hex>/<sha256> (identical
-- uploads share them); each upload is its own row with a random url-safe id, its owner and its purpose.
create table files (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  media_type text not null check (media_type in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  size integer not null check (size > 0),
  name text not null,
  owner_member_id uuid not null references members (id) on delete cascade,
  purpose text not null check (purpose in ('profile-picture', 'logo', 'verification-document')),
  created_at timestamptz not null
);
create index files_owner_idx on files (owner_member_id);
create index files_sha256_idx on files (sha256);

alter table members add column profile_picture_file_id text references files (id);

-- A Talent's profile: one row per Talent. Privacy settings are columns, because search filters on them.
create table talent_profiles (
  member_id uuid primary key references members (id) on delete cascade,
  headline text not null default '',
  summary text not null default '',
  district text check (district in ('brunei-muara', 'belait', 'tutong', 'temburong')),
  nationality char(2) references countries (key),
  availability text not null default 'immediately'
    check (availability in ('immediately', 'within-one-month', 'within-three-months', 'not-looking')),
  years_of_experience integer not null default 0 check (years_of_experience between 0 and 60),
  -- education, workExperience, certifications, languages: shown whole, never filtered on.
  resume jsonb not null default '{"education": [], "workExperience": [], "certifications": [], "languages": []}'::jsonb,
  skills text[] not null default '{}',
  profile_visibility text not null default 'signed-in-businesses'
    check (profile_visibility in ('everyone', 'signed-in-businesses', 'nobody')),
  show_contact_details boolean not null default false,
  show_resume boolean not null default true,
  updated_at timestamptz not null default now()
);
create index talent_profiles_visibility_idx on talent_profiles (profile_visibility);
create index talent_profiles_skills_idx on talent_profiles using gin (skills);

insert into talent_profiles (member_id) select id from members where account_type = 'Talent';

create table talent_blocked_businesses (
  talent_id uuid not null references members (id) on delete cascade,
  business_id uuid not null references businesses (id) on delete cascade,
  primary key (talent_id, business_id)
);
create index talent_blocked_businesses_business_idx on talent_blocked_businesses (business_id);

-- Contact details of a member: a Talent's own, or for a Business member its business's.
create table contact_details (
  member_id uuid primary key references members (id) on delete cascade,
  phone text,
  address text,
  website text,
  linkedin_url text,
  github_url text,
  updated_at timestamptz not null
);

alter table businesses
  add column description text not null default '',
  add column industry text not null default '',
  add column employee_count text check (employee_count in ('1-9', '10-49', '50-249', '250-999', '1000+')),
  add column logo_file_id text references files (id),
  add column updated_at timestamptz;

-- One verification request per business: a resubmission replaces it (the event log keeps every version).
create table verification_requests (
  business_id uuid primary key references businesses (id) on delete cascade,
  status text not null check (status in ('pending', 'approved', 'rejected')),
  applicant_name text not null,
  applicant_position text not null,
  notes text not null default '',
  submitted_at timestamptz not null,
  decided_at timestamptz,
  decided_by uuid references staff (id),
  reason text,
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'rejected' or reason is not null)
);
create index verification_requests_status_idx on verification_requests (status, submitted_at);

create table verification_documents (
  business_id uuid not null references verification_requests (business_id) on delete cascade,
  position integer not null check (position >= 0),
  file_id text not null references files (id),
  primary key (business_id, position)
);

create table job_vacancies (
  id uuid primary key,
  business_id uuid not null references businesses (id) on delete cascade,
  title text not null,
  description text not null,
  district text not null check (district in ('brunei-muara', 'belait', 'tutong', 'temburong')),
  location text not null default '',
  employment_type text not null check (employment_type in ('full-time', 'part-time', 'contract', 'internship', 'temporary')),
  salary_min numeric(12, 2) check (salary_min >= 0),
  salary_max numeric(12, 2) check (salary_max >= 0),
  salary_interval text not null check (salary_interval in ('hourly', 'daily', 'weekly', 'monthly', 'yearly')),
  skills text[] not null default '{}',
  -- The last day applications are taken, in Brunei time (UTC+8).
  closing_date date not null,
  status text not null check (status in ('draft', 'published', 'closed')),
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (salary_min is null or salary_max is null or salary_min <= salary_max)
);
create index job_vacancies_business_idx on job_vacancies (business_id, created_at desc);
create index job_vacancies_status_idx on job_vacancies (status, closing_date);
create index job_vacancies_created_idx on job_vacancies (created_at desc);

create table ict_projects (
  id uuid primary key,
  business_id uuid not null references businesses (id) on delete cascade,
  title text not null,
  description text not null,
  budget numeric(14, 2) check (budget >= 0),
  skills text[] not null default '{}',
  stage text not null check (stage in ('planned', 'in-progress', 'completed')),
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index ict_projects_business_idx on ict_projects (business_id, created_at desc);
create index ict_projects_published_idx on ict_projects (is_published, created_at desc);
create index ict_projects_created_idx on ict_projects (created_at desc);

create table saved_jobs (
  talent_id uuid not null references members (id) on delete cascade,
  vacancy_id uuid not null references job_vacancies (id) on delete cascade,
  saved_at timestamptz not null,
  primary key (talent_id, vacancy_id)
);
create index saved_jobs_vacancy_idx on saved_jobs (vacancy_id);
