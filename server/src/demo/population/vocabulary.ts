// The words the generated population is made of: names as people in Brunei Darussalam carry them, places by
// district, ICT roles and skills, industries and business names. Plain data; generate.ts composes it.

export const malayMalePrefixes = ["Muhammad", "Mohd", "Abdul", "Ahmad", "Awang"] as const;
export const malayMen = ["Hazwan", "Hafiz", "Amirul", "Aziz", "Faizal", "Syafiq", "Khairul", "Azlan", "Rizal", "Hakim", "Firdaus", "Zulkifli", "Shahrul", "Nazri", "Iskandar", "Ridzuan", "Saiful", "Haziq", "Danial", "Aqil", "Izzat", "Harith", "Wafi", "Ariff", "Naquib", "Syazwan"] as const;
export const malayFemalePrefixes = ["Nur", "Siti", "Nurul", "Dayang"] as const;
export const malayWomen = ["Aisyah", "Farah", "Nadia", "Syahirah", "Amalina", "Hidayah", "Izzati", "Fatin", "Najwa", "Hanis", "Azimah", "Zaidah", "Rosmawati", "Norhayati", "Khadijah", "Liyana", "Sabrina", "Atiqah", "Salwa", "Raihana", "Nabilah", "Afiqah", "Adibah", "Hazirah", "Syazana"] as const;
export const malayFathers = ["Abdullah", "Ismail", "Hamid", "Rahman", "Osman", "Yusof", "Jaafar", "Salleh", "Kamaluddin", "Bakar", "Mahmud", "Tahir", "Jalil", "Latif", "Ibrahim", "Hassan", "Omar", "Sulaiman", "Yahya", "Zainal", "Mustafa", "Daud", "Idris", "Metussin", "Tengah", "Sabtu", "Lamit", "Jamaluddin", "Bolkiah", "Tuah"] as const;
export const malayTitles = { man: ["Haji", "Pengiran"], woman: ["Hajah", "Pengiran"] } as const;
export const chineseSurnames = ["Lim", "Tan", "Wong", "Chong", "Lee", "Ong", "Chin", "Goh", "Liew", "Yap", "Teo", "Ng", "Chua", "Voo", "Lau", "Kho"] as const;
export const chineseGiven = ["Wei Ming", "Jia Hui", "Kah Seng", "Mei Ling", "Jun Hao", "Siew Lan", "Chee Keong", "Hui Min", "Zhi Wei", "Li Ting", "Kok Leong", "Pei Shan", "Yong Sheng", "Xin Yi"] as const;
export const otherNames = [
  "Maria Santos", "John Reyes", "Mark dela Cruz", "Angelica Garcia", "Arun Kumar", "Priya Nair", "Rajesh Menon", "Deepa Pillai",
  "Rizky Pratama", "Putri Wulandari", "James Wilson", "Sarah Thompson", "Kavitha Raman", "Joseph Mendoza", "Anand Krishnan", "Grace Lim-Aquino",
] as const;

/** District keys with their towns and villages, and how often each district appears (mostly Brunei-Muara). */
export const districtTowns = {
  "brunei-muara": ["Bandar Seri Begawan", "Gadong", "Kiulap", "Beribi", "Muara", "Jerudong", "Berakas", "Kiarong", "Lambak Kanan", "Sengkurong", "Rimba", "Tungku"],
  belait: ["Kuala Belait", "Seria", "Lumut", "Sungai Liang", "Kuala Balai"],
  tutong: ["Tutong Town", "Telisai", "Lamunin", "Penanjong"],
  temburong: ["Bangar", "Batang Duri", "Labu"],
} as const;
export const districtWeights = [["brunei-muara", 70], ["belait", 15], ["tutong", 10], ["temburong", 5]] as const;

/** Skills in three bands of frequency, so a search finds common, middling and rare ones. */
export const commonSkills = ["JavaScript", "TypeScript", "Python", "Java", "SQL", "React", "Node.js", "Linux", "Git", "Docker", "AWS", "Azure", "Excel", "Networking"] as const;
export const middlingSkills = [
  "Kubernetes", "PostgreSQL", "MySQL", "Oracle Database", "C#", ".NET", "PHP", "Laravel", "Angular", "Vue.js", "Flutter", "Kotlin", "Swift", "Go",
  "Power BI", "Tableau", "SAP", "Salesforce", "Cisco Networking", "Fortinet", "Cybersecurity", "Penetration Testing", "ITIL", "Project Management",
  "Agile", "Scrum", "UI/UX Design", "Figma", "Data Analysis", "Machine Learning", "TensorFlow", "Terraform", "Ansible", "Jenkins", "GitLab CI",
  "VMware", "Windows Server", "Active Directory", "Microsoft 365", "GIS", "CI/CD",
] as const;
export const rareSkills = ["Haskell", "COBOL", "Rust", "Elixir", "Erlang", "SAS", "Fortran", "Solidity"] as const;

/** Roles, each with the skills it usually asks for. */
export const roles = [
  { title: "Software Engineer", skills: ["Java", "TypeScript", "Git", "SQL"] },
  { title: "Backend Developer", skills: ["Node.js", "PostgreSQL", "Docker", "Go"] },
  { title: "Frontend Developer", skills: ["React", "TypeScript", "JavaScript", "Figma"] },
  { title: "Full-Stack Developer", skills: ["React", "Node.js", "PostgreSQL", "TypeScript"] },
  { title: "Mobile App Developer", skills: ["Flutter", "Kotlin", "Swift"] },
  { title: "DevOps Engineer", skills: ["Kubernetes", "Terraform", "CI/CD", "Linux"] },
  { title: "Cloud Engineer", skills: ["AWS", "Azure", "Terraform", "Docker"] },
  { title: "Data Analyst", skills: ["SQL", "Excel", "Power BI", "Data Analysis"] },
  { title: "Data Engineer", skills: ["Python", "SQL", "PostgreSQL", "AWS"] },
  { title: "Data Scientist", skills: ["Python", "Machine Learning", "TensorFlow", "SQL"] },
  { title: "Business Analyst", skills: ["Excel", "SQL", "Agile", "Power BI"] },
  { title: "Network Engineer", skills: ["Cisco Networking", "Networking", "Fortinet", "Linux"] },
  { title: "System Administrator", skills: ["Windows Server", "Active Directory", "Linux", "VMware"] },
  { title: "Database Administrator", skills: ["Oracle Database", "PostgreSQL", "MySQL", "SQL"] },
  { title: "IT Support Technician", skills: ["Microsoft 365", "Windows Server", "Networking", "ITIL"] },
  { title: "Cybersecurity Analyst", skills: ["Cybersecurity", "Penetration Testing", "Fortinet", "Linux"] },
  { title: "QA Engineer", skills: ["Java", "Python", "Agile", "Jenkins"] },
  { title: "UI/UX Designer", skills: ["Figma", "UI/UX Design", "JavaScript"] },
  { title: "IT Project Manager", skills: ["Project Management", "Agile", "Scrum", "ITIL"] },
  { title: "Solutions Architect", skills: ["AWS", "Azure", "Kubernetes", "Java"] },
  { title: "ERP Consultant", skills: ["SAP", "SQL", "Project Management"] },
  { title: "Web Developer", skills: ["PHP", "Laravel", "JavaScript", "MySQL"] },
  { title: "GIS Analyst", skills: ["GIS", "Python", "SQL"] },
] as const;
export const seniorities = [["Junior", 20], ["", 45], ["Senior", 25], ["Lead", 10]] as const;

export const industries = [
  "Information technology and services", "Telecommunications", "Banking and finance", "Oil and gas", "Government services", "Education",
  "Healthcare", "Retail and e-commerce", "Logistics", "Hospitality and tourism", "Construction and engineering", "Media and creative",
] as const;
export const sectors = ["government", "banking", "oil and gas", "telecommunications", "education", "healthcare", "retail", "logistics", "tourism"] as const;

export const businessFirstWords = ["Borneo", "Kampong Ayer", "Seri", "Nusantara", "Mahkota", "Bunga Raya", "Temburong", "Belait", "Pelangi", "Cahaya", "Bintang", "Gemilang", "Permata", "Mutiara", "Harmoni", "Setia", "Jerudong", "Kiulap", "Delima", "Wawasan", "Tasek", "Lambak", "Putera", "Sinar"] as const;
export const businessMiddleWords = ["Digital", "Tech", "Systems", "Solutions", "Networks", "Data", "Cloud", "Software", "Infotech", "Cyber", "Analytics", "Consulting", "Innovations", "Labs", "Integrated", "Media"] as const;
export const businessSuffixes = {
  "sole-proprietorship": "Enterprise", partnership: "& Partners", "private-limited": "Sdn Bhd", "public-limited": "Bhd",
  "foreign-branch": "(B) Branch", cooperative: "Koperasi", "government-linked": "Sdn Bhd", "non-profit": "Foundation",
} as const;
export const businessTypeWeights = [["private-limited", 55], ["sole-proprietorship", 15], ["partnership", 8], ["public-limited", 4], ["foreign-branch", 7], ["cooperative", 3], ["government-linked", 5], ["non-profit", 3]] as const;

export const institutions = ["Universiti Brunei Darussalam", "Universiti Teknologi Brunei", "Politeknik Brunei", "Institute of Brunei Technical Education", "Universiti Islam Sultan Sharif Ali", "University of Malaya", "Monash University", "University of Leeds", "National University of Singapore"] as const;
export const qualifications = [["BSc (Hons) Computer Science", "Computer Science"], ["BEng Electrical and Electronic Engineering", "Engineering"], ["HND Information Technology", "Information Technology"], ["BSc Information Systems", "Information Systems"], ["MSc Data Science", "Data Science"], ["Diploma in Computer Networking", "Networking"]] as const;
export const certifications = [["AWS Certified Solutions Architect – Associate", "Amazon Web Services"], ["Microsoft Certified: Azure Fundamentals", "Microsoft"], ["CompTIA Security+", "CompTIA"], ["Cisco CCNA", "Cisco"], ["ITIL 4 Foundation", "AXELOS"], ["PMP", "Project Management Institute"], ["Certified ScrumMaster", "Scrum Alliance"], ["Google Data Analytics Certificate", "Google"]] as const;
export const projectThemes = [
  ["Online permit renewal portal", "Replace paper renewal forms with an online portal and a case-handling back-office"],
  ["Cloud migration of the finance systems", "Move on-premises finance and payroll systems to a managed cloud with backups and monitoring"],
  ["Mobile app for clinic appointments", "A mobile app for patients to book, move and cancel clinic appointments, with reminders"],
  ["Data warehouse and dashboards", "Build a data warehouse with nightly loads and management dashboards"],
  ["Cybersecurity assessment", "Assess networks and applications, run penetration tests and report on the risks found"],
  ["Network upgrade across branch offices", "Upgrade switching, Wi-Fi and firewalls across branch offices with no downtime for staff"],
  ["ERP implementation", "Implement an ERP for procurement, inventory and finance, and train the staff who use it"],
  ["e-Payment gateway integration", "Integrate an e-payment gateway into the online shop and reconcile payments daily"],
  ["Smart parking system", "Sensors and a mobile app showing free parking bays in real time"],
  ["School management system", "Attendance, timetables and results for schools, with a parents' portal"],
  ["GIS mapping of land parcels", "Digitise land parcel maps into a GIS with search by lot number"],
  ["Tourism booking website", "A booking website for eco-tourism packages with online payment and reviews"],
] as const;
