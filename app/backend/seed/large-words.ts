/**
 * Word lists for the large-dataset generator (seed/large.ts, `npm run seed:large`). Names,
 * professions, company names and the sentence parts of headlines, job posts, messages and notes
 * are combined at random (seeded), so full-text search over people, companies and jobs has
 * realistic, varied text to match. Titles of skills, sectors, domains, degrees and companies
 * must be spelled as in the master lists (seed/master-data.ts); the generator checks them.
 */

export const FIRST_NAMES: readonly string[] = [
  "Aarav", "Aditi", "Aditya", "Akash", "Akshay", "Alok", "Amit", "Amrita", "Ananya", "Anand",
  "Anil", "Anita", "Anjali", "Ankit", "Ankita", "Anupam", "Anusha", "Aparna", "Arjun", "Arnav",
  "Arun", "Aruna", "Aryan", "Ashok", "Ashwin", "Ayesha", "Bhavana", "Bhavesh", "Chetan", "Chitra",
  "Deepa", "Deepak", "Deepika", "Devika", "Dhruv", "Dinesh", "Divya", "Farhan", "Fatima", "Gaurav",
  "Gayatri", "Geeta", "Gopal", "Harish", "Harsha", "Hema", "Imran", "Isha", "Ishaan", "Jagdish",
  "Jaya", "Jyoti", "Kabir", "Kajal", "Kalpana", "Karan", "Kartik", "Kavita", "Kavya", "Keerthi",
  "Kiran", "Krishna", "Kunal", "Lakshmi", "Lata", "Madhav", "Madhuri", "Mahesh", "Manish", "Manoj",
  "Meena", "Meera", "Mohan", "Mohit", "Mukesh", "Nandini", "Naveen", "Neha", "Nikhil", "Nisha",
  "Nitin", "Pallavi", "Pankaj", "Param", "Pooja", "Prakash", "Pranav", "Prashant", "Preeti", "Priya",
  "Priyanka", "Rachna", "Radha", "Raghav", "Rahul", "Rajat", "Rajesh", "Rajiv", "Rakesh", "Ramesh",
  "Ravi", "Rekha", "Riya", "Rohan", "Rohit", "Ruchi", "Sachin", "Sahil", "Sakshi", "Salman",
  "Sameer", "Sandeep", "Sanjay", "Sanjana", "Santosh", "Sarika", "Saurabh", "Seema", "Shalini", "Shivani",
  "Shreya", "Shruti", "Siddharth", "Simran", "Sneha", "Sonal", "Sonia", "Sourav", "Srinivas", "Subhash",
  "Sudha", "Sumit", "Sunil", "Sunita", "Suresh", "Swati", "Tanvi", "Tarun", "Tejas", "Uday",
  "Usha", "Vaibhav", "Varun", "Vidya", "Vijay", "Vikas", "Vinay", "Vineeta", "Vishal", "Yash",
  "Yamini", "Zainab", "Zoya", "Abhishek", "Aishwarya", "Bharat", "Charu", "Darshan", "Esha", "Girish",
  "Heena", "Indira", "Jatin", "Lavanya", "Mayank", "Nalini", "Omkar", "Parth", "Rashmi", "Shankar",
  "Tanya", "Ujjwal", "Vandana", "Yogesh", "Anirudh", "Harpreet", "Gurpreet", "Manpreet", "Joseph", "Mary",
  "Thomas", "Anna", "Francis", "Sara", "David", "Maria", "John", "Elizabeth", "Noor", "Zeeshan",
  "Aamir", "Rehana", "Tenzin", "Lobsang", "Bijoy", "Sudipta", "Debashish", "Moumita", "Arpita", "Subhadra",
  "José", "Zoë", "Renée", "André", "Chloé", "Noël",
];

export const LAST_NAMES: readonly string[] = [
  "Sharma", "Verma", "Gupta", "Singh", "Kumar", "Patel", "Shah", "Mehta", "Joshi", "Desai",
  "Iyer", "Iyengar", "Nair", "Menon", "Pillai", "Reddy", "Rao", "Naidu", "Chowdary", "Shetty",
  "Kulkarni", "Deshpande", "Patil", "Jadhav", "Pawar", "More", "Bhosale", "Chavan", "Gaikwad", "Shinde",
  "Banerjee", "Chatterjee", "Mukherjee", "Ghosh", "Bose", "Das", "Dutta", "Sen", "Roy", "Chakraborty",
  "Agarwal", "Bansal", "Goyal", "Jain", "Mittal", "Singhal", "Khandelwal", "Maheshwari", "Oswal", "Saxena",
  "Srivastava", "Tiwari", "Pandey", "Mishra", "Dubey", "Tripathi", "Shukla", "Upadhyay", "Chaturvedi", "Dwivedi",
  "Khan", "Ansari", "Sheikh", "Qureshi", "Siddiqui", "Hussain", "Mirza", "Baig", "Syed", "Pathan",
  "Gill", "Sandhu", "Dhillon", "Grewal", "Sidhu", "Bajwa", "Brar", "Kaur", "Ahluwalia", "Malhotra",
  "Kapoor", "Khanna", "Chopra", "Arora", "Bhatia", "Sethi", "Suri", "Anand", "Talwar", "Bedi",
  "Krishnan", "Subramanian", "Venkatesh", "Raman", "Narayanan", "Srinivasan", "Balakrishnan", "Ramachandran", "Gopalan", "Sundaram",
  "Fernandes", "D'Souza", "Pereira", "Rodrigues", "Gomes", "Dsilva", "Mathew", "Thomas", "George", "Varghese",
  "Kurian", "Joseph", "Abraham", "Jacob", "Cherian", "Hegde", "Kamath", "Bhat", "Pai", "Prabhu",
  "Thakur", "Rathore", "Chauhan", "Rajput", "Solanki", "Parmar", "Yadav", "Sahu", "Behera", "Mohanty",
  "Panda", "Nayak", "Barua", "Bora", "Gogoi", "Lepcha", "Bhutia", "Negi", "Rawat", "Bisht",
];

/** Companies of the generated corporates: prefix + core (+ ending), unique within a run. */
export const COMPANY_PREFIXES: readonly string[] = [
  "Indus", "Saffron", "Nimbus", "Zephyr", "Lotus", "Vega", "Kaveri", "Ganga", "Himalaya", "Nilgiri",
  "Arka", "Tejas", "Prithvi", "Akash", "Surya", "Chandra", "Tara", "Meru", "Sahyadri", "Narmada",
  "Blue Peacock", "Red Fort", "Monsoon", "Coral", "Emerald", "Sapphire", "Banyan", "Neem", "Tulsi", "Mango",
  "Quantum", "Vertex", "Pinnacle", "Horizon", "Summit", "Orbit", "Nova", "Pixel", "Cobalt", "Granite",
  "Bright", "Swift", "Clear", "True", "Kind", "Open", "Smart", "Prime", "Apex", "Zenith",
  "Deccan", "Konkan", "Malabar", "Coromandel", "Thar", "Doon", "Kutch", "Vindhya", "Aravalli", "Sundarban",
];

/** Company cores and the sector each suggests (titles of SECTORS). */
export const COMPANY_CORES: ReadonlyArray<{ core: string; sector: string }> = [
  { core: "Tech", sector: "Information Technology" },
  { core: "Soft", sector: "Information Technology" },
  { core: "Systems", sector: "Information Technology" },
  { core: "Cloud", sector: "Information Technology" },
  { core: "Data", sector: "Information Technology" },
  { core: "Analytics", sector: "Consulting" },
  { core: "Labs", sector: "Information Technology" },
  { core: "Pay", sector: "Banking and Financial Services" },
  { core: "Finserv", sector: "Banking and Financial Services" },
  { core: "Capital", sector: "Banking and Financial Services" },
  { core: "Insure", sector: "Insurance" },
  { core: "Health", sector: "Healthcare" },
  { core: "Care", sector: "Healthcare" },
  { core: "Pharma", sector: "Pharmaceuticals" },
  { core: "Bio", sector: "Biotechnology" },
  { core: "Learn", sector: "Education" },
  { core: "Shop", sector: "E-commerce" },
  { core: "Mart", sector: "Retail" },
  { core: "Foods", sector: "FMCG" },
  { core: "Motors", sector: "Automobile" },
  { core: "Mobility", sector: "Automobile" },
  { core: "Logistics", sector: "Logistics and Supply Chain" },
  { core: "Freight", sector: "Logistics and Supply Chain" },
  { core: "Telecom", sector: "Telecommunications" },
  { core: "Media", sector: "Media and Entertainment" },
  { core: "Energy", sector: "Energy" },
  { core: "Solar", sector: "Energy" },
  { core: "Infra", sector: "Construction and Real Estate" },
  { core: "Homes", sector: "Construction and Real Estate" },
  { core: "Stays", sector: "Hospitality" },
  { core: "Travels", sector: "Travel and Tourism" },
  { core: "Agro", sector: "Agriculture" },
  { core: "Textiles", sector: "Textiles" },
  { core: "Consulting", sector: "Consulting" },
  { core: "Aero", sector: "Aerospace and Defence" },
  { core: "Works", sector: "Manufacturing" },
  { core: "Industries", sector: "Manufacturing" },
  { core: "Legal", sector: "Legal Services" },
  { core: "Foundation", sector: "Non-profit" },
];

export const COMPANY_ENDINGS: readonly string[] = [
  "", "", "", " Technologies", " Solutions", " Pvt Ltd", " Private Limited", " India", " Group", " Ventures", " Labs", " Services",
];

/** What companies make, for "about" texts, job posts and headlines. */
export const PRODUCTS: readonly string[] = [
  "payments platform", "delivery app", "merchant dashboard", "lending engine", "learning app",
  "hospital management system", "inventory service", "fleet tracking system", "customer support desk", "insurance claims portal",
  "trading app", "recruitment platform", "ad network", "video streaming service", "grocery marketplace",
  "travel booking engine", "billing system", "CRM", "data warehouse", "mobile banking app",
  "warehouse management system", "telemedicine app", "energy monitoring platform", "ERP rollout", "loyalty program",
  "credit scoring models", "fraud detection pipeline", "search engine", "recommendation system", "analytics suite",
  "school management software", "farm advisory app", "EV charging network", "property listings site", "food ordering app",
  "HR management suite", "supply chain control tower", "KYC onboarding flow", "UPI checkout", "claims automation",
];

export const CUSTOMERS: readonly string[] = [
  "small businesses", "hospitals", "schools and colleges", "retailers", "farmers", "logistics companies",
  "banks", "insurers", "manufacturers", "restaurants", "travellers", "families", "students", "exporters",
  "kirana stores", "clinics", "government departments", "startups", "enterprises", "drivers",
];

export const REGIONS: readonly string[] = [
  "India", "South India", "North India", "western India", "tier-2 cities", "the Middle East", "South-East Asia", "Maharashtra",
  "Karnataka", "Tamil Nadu", "Gujarat", "the North-East", "Kerala", "Delhi NCR",
];

export type Profession = {
  key: string;
  /** How common it is, relative to the others. */
  weight: number;
  /** Tech jobs cluster in the big tech cities. */
  tech: boolean;
  roles: readonly string[];
  /** Titles of SKILLS, most typical first. */
  skills: readonly string[];
  /** Titles of SECTORS. */
  sectors: readonly string[];
  /** Titles of DOMAINS. */
  domains: readonly string[];
  /** Fields of study. */
  fields: readonly string[];
  /** Titles of DEGREES for the first degree. */
  degrees: readonly string[];
  /** What they do, for headlines and job posts ("build payment APIs"). */
  work: readonly string[];
};

const IT = "Information Technology";
const BANKING = "Banking and Financial Services";
const TECH_SECTORS = [IT, IT, IT, BANKING, "E-commerce", "Telecommunications", "Media and Entertainment", "Healthcare", "Education", "Logistics and Supply Chain", "Consulting", "Insurance", "Retail"];
const ENGINEERING_DEGREES = ["Bachelor of Technology (B.Tech)", "Bachelor of Technology (B.Tech)", "Bachelor of Engineering (B.E.)", "Bachelor of Computer Applications (BCA)", "Bachelor of Science (B.Sc)"];
const CS_FIELDS = ["Computer Science and Engineering", "Information Technology", "Electronics and Communication Engineering", "Computer Applications", "Electrical Engineering", "Mathematics"];
const BUSINESS_DEGREES = ["Bachelor of Commerce (B.Com)", "Bachelor of Business Administration (BBA)", "Bachelor of Arts (B.A.)", "Bachelor of Science (B.Sc)", "Bachelor of Technology (B.Tech)"];
const ALL_SECTORS_BUSINESS = [IT, BANKING, "Insurance", "Healthcare", "Pharmaceuticals", "Education", "E-commerce", "Retail", "Manufacturing", "Automobile", "Telecommunications", "Media and Entertainment", "FMCG", "Consulting", "Hospitality", "Travel and Tourism", "Construction and Real Estate", "Logistics and Supply Chain", "Energy"];

export const PROFESSIONS: readonly Profession[] = [
  {
    key: "frontend", weight: 8, tech: true,
    roles: ["Frontend Engineer", "Frontend Developer", "React Developer", "UI Engineer", "Web Developer", "JavaScript Developer", "Angular Developer"],
    skills: ["React", "JavaScript", "TypeScript", "HTML", "CSS", "Next.js", "Angular", "Vue.js", "Node.js", "Git", "Figma", "Software Testing"],
    sectors: TECH_SECTORS, domains: ["Web Development", "Web Development", "Software Development", "UI/UX Design"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["build fast, accessible web apps", "design component libraries", "ship pixel-perfect dashboards", "improve page speed and Core Web Vitals", "build single-page apps in React", "migrate legacy screens to TypeScript"],
  },
  {
    key: "backend", weight: 10, tech: true,
    roles: ["Backend Engineer", "Software Engineer", "Backend Developer", "Java Developer", "Python Developer", "Go Developer", "API Engineer", "Software Development Engineer"],
    skills: ["Java", "Spring Boot", "Python", "Node.js", "PostgreSQL", "Docker", "Go", "Django", "FastAPI", "Express.js", "MySQL", "MongoDB", "Redis", "Kafka", "Kubernetes", "TypeScript", "Amazon Web Services", "Git"],
    sectors: TECH_SECTORS, domains: ["Software Development", "Software Development", "Cloud Computing", "Web Development"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["build payment APIs", "design event-driven microservices", "scale REST services to millions of requests", "own the order management backend", "build reliable data pipelines and APIs", "keep the core platform fast and secure"],
  },
  {
    key: "fullstack", weight: 8, tech: true,
    roles: ["Full Stack Developer", "Full Stack Engineer", "Software Engineer", "MERN Stack Developer", "Product Engineer"],
    skills: ["React", "Node.js", "TypeScript", "JavaScript", "PostgreSQL", "Docker", "Express.js", "MongoDB", "Next.js", "HTML", "CSS", "Git", "Redis", "Amazon Web Services"],
    sectors: TECH_SECTORS, domains: ["Web Development", "Software Development", "Software Development"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["build products end to end", "ship features from database to UI", "build hiring tools with React and Node.js", "turn product ideas into working software", "build internal tools for operations teams"],
  },
  {
    key: "mobile", weight: 4, tech: true,
    roles: ["Android Developer", "iOS Developer", "Mobile Engineer", "Flutter Developer", "React Native Developer"],
    skills: ["Android Development", "Kotlin", "iOS Development", "Swift", "Flutter", "React Native", "Java", "Git", "JavaScript"],
    sectors: TECH_SECTORS, domains: ["Mobile Development"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["build smooth mobile apps", "ship Android apps used by millions", "cut app start time in half", "build offline-first apps for field teams", "own the consumer app release train"],
  },
  {
    key: "devops", weight: 5, tech: true,
    roles: ["DevOps Engineer", "Site Reliability Engineer", "Cloud Engineer", "Platform Engineer", "Infrastructure Engineer"],
    skills: ["Docker", "Kubernetes", "Terraform", "Amazon Web Services", "Linux", "CI/CD", "DevOps", "Microsoft Azure", "Google Cloud Platform", "Python", "Go", "Git"],
    sectors: TECH_SECTORS, domains: ["DevOps", "Cloud Computing", "Cloud Computing"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["automate cloud infrastructure", "keep production up at 99.99%", "run Kubernetes clusters at scale", "build CI/CD pipelines", "cut cloud costs without cutting corners"],
  },
  {
    key: "ml", weight: 4, tech: true,
    roles: ["Data Scientist", "Machine Learning Engineer", "AI Engineer", "NLP Engineer", "Computer Vision Engineer", "Applied Scientist"],
    skills: ["Python", "Machine Learning", "Deep Learning", "Statistics", "SQL", "Natural Language Processing", "Computer Vision", "R", "Data Analysis", "Amazon Web Services"],
    sectors: [IT, BANKING, "E-commerce", "Healthcare", "Insurance", "Retail", "Consulting", "Biotechnology"], domains: ["Data Science", "Artificial Intelligence", "Artificial Intelligence"],
    fields: ["Computer Science and Engineering", "Mathematics", "Statistics", "Data Science", "Physics", "Electronics and Communication Engineering"], degrees: ["Bachelor of Technology (B.Tech)", "Bachelor of Science (B.Sc)", "Bachelor of Engineering (B.E.)"],
    work: ["train models that catch fraud", "build recommendation systems", "ship NLP for Indian languages", "forecast demand for thousands of stores", "put machine learning models into production"],
  },
  {
    key: "analyst", weight: 6, tech: true,
    roles: ["Data Analyst", "Business Intelligence Analyst", "Analytics Engineer", "MIS Analyst", "Product Analyst", "Reporting Analyst"],
    skills: ["SQL", "Data Analysis", "Power BI", "Python", "Tableau", "Microsoft Excel", "Statistics", "R", "Business Analysis"],
    sectors: [IT, BANKING, "E-commerce", "Retail", "Logistics and Supply Chain", "Healthcare", "Insurance", "FMCG", "Consulting", "Telecommunications"], domains: ["Data Analytics", "Data Analytics", "Data Science", "Business Development"],
    fields: ["Statistics", "Mathematics", "Economics", "Computer Science and Engineering", "Commerce"], degrees: ["Bachelor of Science (B.Sc)", "Bachelor of Technology (B.Tech)", "Bachelor of Commerce (B.Com)", "Bachelor of Arts (B.A.)"],
    work: ["turn messy spreadsheets into clear dashboards", "find why deliveries run late", "build Power BI reports for leadership", "model sales data in SQL", "measure what every product launch really did"],
  },
  {
    key: "dataeng", weight: 3, tech: true,
    roles: ["Data Engineer", "Big Data Engineer", "ETL Developer", "Data Platform Engineer"],
    skills: ["Data Engineering", "Python", "SQL", "Kafka", "Scala", "Amazon Web Services", "PostgreSQL", "Elasticsearch", "Docker", "Google Cloud Platform"],
    sectors: TECH_SECTORS, domains: ["Data Science", "Data Analytics", "Database Administration"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["build streaming pipelines on Kafka", "run the company data lake", "move batch jobs to real time", "keep data fresh and trustworthy"],
  },
  {
    key: "qa", weight: 3, tech: true,
    roles: ["QA Engineer", "Test Automation Engineer", "Software Development Engineer in Test", "Quality Analyst", "Manual Tester"],
    skills: ["Software Testing", "Selenium", "Java", "Python", "JavaScript", "Agile", "CI/CD", "SQL", "Git"],
    sectors: TECH_SECTORS, domains: ["Quality Assurance"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["automate regression suites", "catch bugs before customers do", "build test frameworks with Selenium", "test payment flows end to end"],
  },
  {
    key: "security", weight: 2, tech: true,
    roles: ["Security Analyst", "Security Engineer", "SOC Analyst", "Penetration Tester", "Network Engineer"],
    skills: ["Cyber Security", "Networking", "Linux", "Python", "Amazon Web Services", "DevOps"],
    sectors: [IT, BANKING, "Insurance", "Telecommunications", "Government and Public Sector", "Consulting"], domains: ["Cyber Security", "Network Administration"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["keep customer data safe", "run the security operations centre", "find vulnerabilities before attackers do", "harden cloud networks"],
  },
  {
    key: "product", weight: 3, tech: true,
    roles: ["Product Manager", "Associate Product Manager", "Product Owner", "Group Product Manager"],
    skills: ["Product Management", "Agile", "Data Analysis", "Business Analysis", "Scrum", "Communication", "SQL", "Figma", "Leadership"],
    sectors: TECH_SECTORS, domains: ["Product Management"],
    fields: ["Computer Science and Engineering", "Business Administration", "Economics", "Mechanical Engineering", "Marketing"], degrees: ["Bachelor of Technology (B.Tech)", "Bachelor of Engineering (B.E.)", "Bachelor of Business Administration (BBA)"],
    work: ["own the product roadmap", "talk to customers every week", "launch features that move retention", "turn customer problems into clear specs"],
  },
  {
    key: "design", weight: 3, tech: true,
    roles: ["Product Designer", "UX Designer", "UI Designer", "UX Researcher", "Visual Designer", "Interaction Designer"],
    skills: ["Figma", "UI Design", "UX Research", "Adobe Photoshop", "HTML", "CSS", "Communication"],
    sectors: [IT, "E-commerce", BANKING, "Media and Entertainment", "Education", "Healthcare", "Retail"], domains: ["UI/UX Design"],
    fields: ["Design", "Interaction Design", "Fine Arts", "Architecture", "Psychology"], degrees: ["Bachelor of Design (B.Des)", "Bachelor of Design (B.Des)", "Bachelor of Architecture (B.Arch)", "Bachelor of Arts (B.A.)"],
    work: ["design clear, accessible interfaces", "test ideas with real users", "build design systems", "make complex forms feel simple"],
  },
  {
    key: "project", weight: 2, tech: false,
    roles: ["Project Manager", "Scrum Master", "Delivery Manager", "Program Manager", "Project Coordinator"],
    skills: ["Project Management", "Agile", "Scrum", "Leadership", "Communication", "Microsoft Excel", "Business Analysis"],
    sectors: ALL_SECTORS_BUSINESS, domains: ["Project Management", "Operations"],
    fields: ["Mechanical Engineering", "Computer Science and Engineering", "Business Administration", "Civil Engineering"], degrees: ["Bachelor of Technology (B.Tech)", "Bachelor of Engineering (B.E.)", "Bachelor of Business Administration (BBA)"],
    work: ["deliver projects on time and on budget", "run sprints for three teams", "keep clients and engineers in sync", "roll out ERP across plants"],
  },
  {
    key: "marketing", weight: 4, tech: false,
    roles: ["Digital Marketing Executive", "SEO Specialist", "Content Writer", "Marketing Manager", "Growth Marketer", "Brand Manager", "Social Media Manager"],
    skills: ["Digital Marketing", "Search Engine Optimization", "Content Writing", "Communication", "Data Analysis", "Adobe Photoshop", "Microsoft Excel"],
    sectors: ALL_SECTORS_BUSINESS, domains: ["Digital Marketing", "Marketing", "Content and Communications"],
    fields: ["Marketing", "Mass Communication", "English Literature", "Commerce", "Business Administration"], degrees: ["Bachelor of Arts (B.A.)", "Bachelor of Commerce (B.Com)", "Bachelor of Business Administration (BBA)"],
    work: ["grow organic traffic", "run performance campaigns", "write stories customers share", "build the brand in tier-2 cities", "run social media for consumer brands"],
  },
  {
    key: "sales", weight: 6, tech: false,
    roles: ["Sales Executive", "Business Development Manager", "Account Manager", "Inside Sales Representative", "Key Account Manager", "Area Sales Manager", "Business Development Executive"],
    skills: ["Sales", "Communication", "Customer Service", "Salesforce", "Microsoft Excel", "Leadership", "Business Analysis"],
    sectors: ALL_SECTORS_BUSINESS, domains: ["Sales", "Business Development", "Business Development"],
    fields: ["Commerce", "Business Administration", "Marketing", "Economics", "Mechanical Engineering"], degrees: BUSINESS_DEGREES,
    work: ["open new markets", "close enterprise deals", "grow key accounts", "build the dealer network", "beat quarterly targets"],
  },
  {
    key: "finance", weight: 4, tech: false,
    roles: ["Accountant", "Financial Analyst", "Chartered Accountant", "Accounts Executive", "Finance Manager", "Credit Analyst", "Audit Associate"],
    skills: ["Accounting", "Tally", "Financial Analysis", "Microsoft Excel", "SAP", "Statistics", "Communication"],
    sectors: [BANKING, BANKING, "Insurance", "Consulting", "FMCG", "Manufacturing", IT, "Retail", "Construction and Real Estate"], domains: ["Finance", "Accounting", "Accounting"],
    fields: ["Commerce", "Accounting and Finance", "Economics", "Business Administration"], degrees: ["Bachelor of Commerce (B.Com)", "Bachelor of Commerce (B.Com)", "Bachelor of Business Administration (BBA)", "Bachelor of Arts (B.A.)"],
    work: ["close the books every month", "build financial models", "handle GST and TDS filings", "review credit proposals", "run internal audits"],
  },
  {
    key: "hr", weight: 3, tech: false,
    roles: ["HR Executive", "Talent Acquisition Specialist", "HR Business Partner", "Recruiter", "HR Generalist", "Technical Recruiter"],
    skills: ["Recruitment", "Human Resources", "Communication", "Microsoft Excel", "Leadership"],
    sectors: ALL_SECTORS_BUSINESS, domains: ["Human Resources"],
    fields: ["Human Resource Management", "Psychology", "Business Administration", "Commerce"], degrees: ["Bachelor of Business Administration (BBA)", "Bachelor of Arts (B.A.)", "Bachelor of Commerce (B.Com)"],
    work: ["hire great engineers", "build a culture people stay for", "run campus hiring", "fill roles across five cities"],
  },
  {
    key: "support", weight: 4, tech: false,
    roles: ["Customer Support Executive", "Customer Success Manager", "Technical Support Engineer", "Customer Care Associate", "IT Support Engineer"],
    skills: ["Customer Service", "Communication", "Microsoft Excel", "Salesforce", "Networking", "Linux"],
    sectors: ALL_SECTORS_BUSINESS, domains: ["Customer Support", "IT Support"],
    fields: ["Commerce", "Computer Applications", "English Literature", "Business Administration"], degrees: BUSINESS_DEGREES,
    work: ["help customers in five languages", "resolve tickets within the hour", "keep enterprise customers happy", "fix laptops and networks for 500 staff"],
  },
  {
    key: "operations", weight: 3, tech: false,
    roles: ["Operations Manager", "Supply Chain Analyst", "Logistics Coordinator", "Procurement Specialist", "Warehouse Manager", "Operations Executive"],
    skills: ["Supply Chain Management", "SAP", "Microsoft Excel", "Data Analysis", "Project Management", "Leadership", "Communication"],
    sectors: ["Logistics and Supply Chain", "Logistics and Supply Chain", "Manufacturing", "Retail", "FMCG", "E-commerce", "Automobile", "Pharmaceuticals"], domains: ["Operations", "Supply Chain", "Supply Chain"],
    fields: ["Mechanical Engineering", "Industrial Engineering", "Business Administration", "Commerce"], degrees: ["Bachelor of Technology (B.Tech)", "Bachelor of Engineering (B.E.)", "Bachelor of Commerce (B.Com)", "Bachelor of Business Administration (BBA)"],
    work: ["run warehouses that never stop", "cut delivery times", "plan procurement for 40 plants", "keep the last mile on time"],
  },
  {
    key: "embedded", weight: 2, tech: true,
    roles: ["Embedded Engineer", "Firmware Engineer", "Design Engineer", "Mechanical Engineer", "Electronics Engineer", "CAD Engineer"],
    skills: ["Embedded Systems", "C", "C++", "AutoCAD", "Linux", "Python"],
    sectors: ["Automobile", "Manufacturing", "Aerospace and Defence", "Energy", "Telecommunications", "Oil and Gas"], domains: ["Research and Development", "Software Development"],
    fields: ["Electronics and Communication Engineering", "Mechanical Engineering", "Electrical Engineering", "Instrumentation Engineering"], degrees: ["Bachelor of Technology (B.Tech)", "Bachelor of Engineering (B.E.)", "Diploma in Engineering"],
    work: ["write firmware for EV controllers", "design parts for two-wheelers", "build IoT devices", "test avionics hardware"],
  },
  {
    key: "enterprise", weight: 3, tech: true,
    roles: [".NET Developer", "SAP Consultant", "Salesforce Developer", "C# Developer", "ERP Consultant"],
    skills: ["C#", ".NET", "SQL", "SAP", "Salesforce", "Microsoft Azure", "JavaScript"],
    sectors: [IT, IT, "Consulting", BANKING, "Manufacturing", "Insurance"], domains: ["Software Development", "Database Administration"],
    fields: CS_FIELDS, degrees: ENGINEERING_DEGREES,
    work: ["roll out SAP for manufacturers", "build Salesforce apps for sales teams", "modernise .NET applications", "integrate ERPs with banks"],
  },
  {
    key: "teaching", weight: 2, tech: false,
    roles: ["Teacher", "Academic Counsellor", "Instructional Designer", "Mathematics Tutor", "Curriculum Designer"],
    skills: ["Communication", "Content Writing", "Microsoft Excel", "Leadership"],
    sectors: ["Education", "Education", "Non-profit"], domains: ["Teaching", "Content and Communications"],
    fields: ["Education", "Mathematics", "Physics", "English Literature", "Chemistry"], degrees: ["Bachelor of Science (B.Sc)", "Bachelor of Arts (B.A.)"],
    work: ["teach maths that sticks", "design online courses", "help students pick careers", "train teachers in rural schools"],
  },
  {
    key: "healthcare", weight: 2, tech: false,
    roles: ["Medical Coder", "Clinical Data Analyst", "Pharmacist", "Medical Representative", "Hospital Administrator"],
    skills: ["Data Analysis", "Microsoft Excel", "Communication", "Statistics", "Sales"],
    sectors: ["Healthcare", "Pharmaceuticals", "Biotechnology", "Insurance"], domains: ["Healthcare Services", "Research and Development", "Sales"],
    fields: ["Pharmacy", "Biotechnology", "Life Sciences", "Nursing"], degrees: ["Bachelor of Pharmacy (B.Pharm)", "Bachelor of Science (B.Sc)"],
    work: ["keep clinical data clean", "run hospital operations", "bring new medicines to doctors", "code claims accurately"],
  },
  {
    key: "legal", weight: 1, tech: false,
    roles: ["Legal Associate", "Company Secretary", "Compliance Officer", "Legal Counsel"],
    skills: ["Communication", "Content Writing", "Microsoft Excel", "Leadership"],
    sectors: ["Legal Services", BANKING, "Consulting", "Insurance", IT], domains: ["Legal", "Administration"],
    fields: ["Law", "Commerce", "Corporate Law"], degrees: ["Bachelor of Laws (LLB)", "Bachelor of Commerce (B.Com)"],
    work: ["draft contracts that hold up", "keep the company compliant", "handle regulatory filings"],
  },
];

/** Second degrees (after the first). */
export const MASTER_DEGREES: readonly string[] = [
  "Master of Technology (M.Tech)", "Master of Business Administration (MBA)", "Master of Business Administration (MBA)",
  "Master of Computer Applications (MCA)", "Master of Science (M.Sc)", "Post Graduate Diploma in Management (PGDM)",
  "Master of Commerce (M.Com)", "Master of Arts (M.A.)", "Chartered Accountant (CA)",
];

export const GRADES: readonly string[] = [
  "7.2 CGPA", "7.8 CGPA", "8.1 CGPA", "8.4 CGPA", "8.9 CGPA", "9.2 CGPA", "First Class", "First Class with Distinction", "68%", "74%", "81%", "Second Class",
];

/** Job title seniority: prefix, weight, years of experience asked. */
export const SENIORITY: ReadonlyArray<{ prefix: string; weight: number; years: readonly [number, number] }> = [
  { prefix: "", weight: 34, years: [1, 4] },
  { prefix: "Junior ", weight: 9, years: [0, 1] },
  { prefix: "Associate ", weight: 8, years: [0, 2] },
  { prefix: "Senior ", weight: 26, years: [4, 8] },
  { prefix: "Lead ", weight: 10, years: [7, 12] },
  { prefix: "Principal ", weight: 3, years: [10, 16] },
  { prefix: "Staff ", weight: 3, years: [8, 14] },
];

export const TEAM_SUFFIXES: readonly string[] = [
  ", Payments", ", Growth", ", Platform", ", Checkout", ", Search", ", Risk", ", Lending", ", Supply Chain", ", Mobile Apps",
  ", Core Banking", ", Analytics", ", Customer Experience", ", Enterprise", ", Retail", ", Healthcare", ", Logistics", " (Remote)",
  " (Contract)", ", Night Shift", ", Fintech", ", B2B SaaS", ", Marketplace", ", Data Platform", ", Internal Tools", ", Ads",
  ", Infrastructure", ", Insurance", ", EdTech", ", Consumer App", ", Merchant Onboarding", ", Fraud", ", Claims", ", Billing",
];

export const TEAMS: readonly string[] = [
  "payments", "growth", "platform", "checkout", "search", "risk", "lending", "supply chain", "mobile", "core banking",
  "analytics", "customer experience", "enterprise", "marketplace", "data platform", "internal tools", "ads", "infrastructure", "claims", "onboarding",
];

export const INTROS: readonly string[] = [
  "{company} is hiring a {title} to {work}.",
  "Join {company} as a {title} and help us {work}.",
  "We are looking for a {title} who wants to {work}.",
  "The {team} team at {company} needs a {title} to {work}.",
  "{company} builds the {product} that {customers} across {region} rely on, and we need a {title}.",
  "Are you a {role} who likes to {work}? {company} wants to meet you.",
];

export const MISSIONS: readonly string[] = [
  "build the next version of our {product}", "scale our {product} to millions of users", "make our {product} faster and more reliable",
  "bring our {product} to new cities", "modernise our {product}", "grow our {product} across {region}",
];

export const RESPONSIBILITIES: readonly string[] = [
  "{work} with a small, senior team", "Work closely with the {team} and product teams", "Own {product} features from idea to launch",
  "Mentor two junior colleagues", "Write clear documentation for the {team} team", "Take part in planning and reviews every sprint",
  "Report progress to leadership every week", "Travel to client sites in {city} now and then", "Use {skill} every day",
  "Improve how we use {skill} and {skill2}", "Help us {mission}", "Talk to {customers} to learn what they need",
  "Keep quality high as the {product} grows", "Set up dashboards to track what matters",
];

export const REQUIREMENTS: readonly string[] = [
  "{years}+ years of experience as a {role}", "Hands-on experience with {skill}", "Good knowledge of {skill} and {skill2}",
  "Strong communication skills in English and Hindi", "A degree in {field} or equivalent experience", "Experience in {sector} is a plus",
  "Comfort working with {customers}", "Someone who writes things down", "Willingness to work from our {city} office",
  "Curiosity and ownership", "Exposure to {skill2} is nice to have",
];

export const PERKS: readonly string[] = [
  "Flexible hours and two work-from-home days a week.", "Health insurance for you and your family.",
  "An annual learning budget of Rs 50,000.", "ESOPs for early team members.", "Free lunch and a cab home for late shifts.",
  "Quarterly offsites and a yearly team trip.", "Relocation support to {city}.", "Five-day weeks and no weekend calls.",
  "Paid parental leave of six months.", "A laptop of your choice on day one.",
];

export const HEADLINES: readonly string[] = [
  "{role} building {product} with {skill} and {skill2}",
  "{adj} {role} | {skill}, {skill2}, {skill3}",
  "{role} at {company}, passionate about {interest}",
  "{years}+ years in {domain}. {skill} and {skill2} enthusiast",
  "Helping {customers} with the {product}. {role}.",
  "Aspiring {role} learning {skill}",
  "{role} who loves {interest}",
  "{adj} {role} who likes to {work}",
  "{role} in {city} | {skill} | Open to new roles",
  "I {work}. {role} with {years} years of experience",
];

export const ADJECTIVES: readonly string[] = [
  "Curious", "Detail-oriented", "Pragmatic", "Experienced", "Self-taught", "Certified", "Results-driven", "Friendly",
  "Hands-on", "Creative", "Analytical", "Customer-obsessed",
];

export const INTERESTS: readonly string[] = [
  "clean code", "clear dashboards", "accessible design", "open source", "mentoring", "teaching", "cricket analytics", "fintech",
  "climate tech", "public health", "rural commerce", "data storytelling", "automation", "process improvement", "customer delight",
  "good documentation", "chess", "trekking in the Himalayas", "Carnatic music", "photography", "startups", "product thinking",
  "Indian languages", "financial inclusion", "electric vehicles", "sustainable farming",
];

export const EXPERIENCE_LINES: readonly string[] = [
  "Worked on the {product} using {skill} and {skill2}.", "Led a team of {n} on the {product}.",
  "Helped {customers} adopt the {product}.", "Cut costs of the {product} by {n}0%.", "Built reports and tools for the {team} team.",
  "Moved the {product} to {skill}.",
];

export const ABOUT_TEMPLATES: readonly string[] = [
  "{company} builds the {product} for {customers} across {region}. We hire {role}s, engineers and analysts.",
  "{company} helps {customers} in {region} with a {product} they love. Offices in {city}.",
  "Founded in {city}, {company} runs a {product} for {customers}. We are {size} people and growing.",
  "{company}: the {product} trusted by {customers} in {region}.",
];

export const REFERRAL_MESSAGES: readonly string[] = [
  "Hi, I have {years} years of experience with {skill} and would love to be referred.",
  "I think my background in {domain} fits this role well. Could you refer me?",
  "Could you please refer me? My resume is on my profile.",
  "I have been following {company} for a while and this opening looks perfect for me.",
  "Hello! I worked on a {product} with {skill} and would be grateful for a referral.",
];

/** A poster's private notes on an application (decision 165). */
export const APPLICATION_NOTES: readonly string[] = [
  "Strong portfolio; schedule a call.",
  "Good fit for the team. Check notice period.",
  "Salary expectation above the band.",
  "Referred by a colleague. Fast-track.",
  "Missing the required experience; keep for future roles.",
];

export const CONNECTION_NOTES: readonly string[] = [
  "Hi {name}, I would like to add you to my network.",
  "Hi {name}, we met at the {city} {skill} meetup. Let's stay in touch!",
  "Hello {name}, I am exploring {role} roles and would love to connect.",
  "Hi {name}, I saw your post about the {role} opening. Would love to connect.",
  "Hi {name}, fellow {skill} person here. Happy to connect.",
  "Hello {name}, we worked together at {company}. Let's connect here too.",
];

export const MESSAGE_OPENERS: readonly string[] = [
  "Hi {name}!", "Hello {name},", "Hey {name}", "Good morning {name}!", "Namaste {name} ji,", "Hi {name}, hope you are well.",
];

export const MESSAGE_LINES: readonly string[] = [
  "Thanks for connecting.", "Saw your post about the {role} opening.", "Is the {role} role still open?",
  "I have {years} years of experience with {skill}.", "Could you refer me for the {role} position?", "Sure, send me your resume.",
  "I have shared my resume on the app.", "Let me check with the hiring manager and get back to you.",
  "The interview went well, thanks for the tip!", "When are you free for a quick call?", "How about tomorrow at 5 pm?",
  "Works for me.", "Congratulations on the new role!", "Thank you so much!", "Do you know anyone who works with {skill}?",
  "Our team is growing in {city}.", "Are you open to relocating to {city}?", "Yes, happy to relocate.", "I will forward your profile.",
  "Any update on the referral?", "Not yet, HR is slow this week.", "Got the offer!", "Let us catch up over coffee in {city}.",
  "Sharing the job link here.", "Please apply by Friday.", "Noted, thanks!", "Ha ha, true.", "What notice period do they accept?",
  "They are fine with 60 days.", "The second round is a system design interview.", "Brush up on {skill} before the call.",
  "Which team is this for?", "It is the {team} team.", "Salary is negotiable, they said.", "I am at {company} now, by the way.",
  "Can you review my resume?", "Done, left a few comments.", "Good luck!", "Talk soon.", "Sorry for the late reply.",
  "Happy Diwali!", "Are you coming to the {skill} meetup on Saturday?", "I will be in {city} next week.",
];

export const RESUME_FILE_NAMES: readonly string[] = ["{First}-{Last}-CV.pdf", "{First}_{Last}_Resume.pdf", "Resume.pdf", "{first}-{last}-resume-2025.pdf", "CV {First} {Last}.pdf"];
