/**
 * The master lists loaded on every start (idempotently: only missing entries are added, in
 * this order, so on a fresh database INR is currency id 1).
 */

export type CurrencySeed = { title: string; code: string; country: string };
export type LocationSeed = { city: string; state: string; country: string };

export const CURRENCIES: readonly CurrencySeed[] = [
  { title: "Indian Rupee", code: "INR", country: "India" },
  { title: "US Dollar", code: "USD", country: "United States" },
  { title: "Euro", code: "EUR", country: "European Union" },
  { title: "British Pound", code: "GBP", country: "United Kingdom" },
  { title: "UAE Dirham", code: "AED", country: "United Arab Emirates" },
  { title: "Singapore Dollar", code: "SGD", country: "Singapore" },
  { title: "Australian Dollar", code: "AUD", country: "Australia" },
  { title: "Canadian Dollar", code: "CAD", country: "Canada" },
  { title: "Japanese Yen", code: "JPY", country: "Japan" },
  { title: "Saudi Riyal", code: "SAR", country: "Saudi Arabia" },
  { title: "Swiss Franc", code: "CHF", country: "Switzerland" },
  { title: "Qatari Riyal", code: "QAR", country: "Qatar" },
];

const india = (city: string, state: string): LocationSeed => ({ city, state, country: "India" });

export const LOCATIONS: readonly LocationSeed[] = [
  india("Mumbai", "Maharashtra"),
  india("Delhi", "Delhi"),
  india("Bengaluru", "Karnataka"),
  india("Hyderabad", "Telangana"),
  india("Chennai", "Tamil Nadu"),
  india("Kolkata", "West Bengal"),
  india("Pune", "Maharashtra"),
  india("Ahmedabad", "Gujarat"),
  india("Gurugram", "Haryana"),
  india("Noida", "Uttar Pradesh"),
  india("Jaipur", "Rajasthan"),
  india("Lucknow", "Uttar Pradesh"),
  india("Kochi", "Kerala"),
  india("Thiruvananthapuram", "Kerala"),
  india("Chandigarh", "Chandigarh"),
  india("Indore", "Madhya Pradesh"),
  india("Bhopal", "Madhya Pradesh"),
  india("Nagpur", "Maharashtra"),
  india("Nashik", "Maharashtra"),
  india("Aurangabad", "Maharashtra"),
  india("Navi Mumbai", "Maharashtra"),
  india("Thane", "Maharashtra"),
  india("Surat", "Gujarat"),
  india("Vadodara", "Gujarat"),
  india("Rajkot", "Gujarat"),
  india("Gandhinagar", "Gujarat"),
  india("Coimbatore", "Tamil Nadu"),
  india("Madurai", "Tamil Nadu"),
  india("Tiruchirappalli", "Tamil Nadu"),
  india("Mysuru", "Karnataka"),
  india("Mangaluru", "Karnataka"),
  india("Hubballi", "Karnataka"),
  india("Visakhapatnam", "Andhra Pradesh"),
  india("Vijayawada", "Andhra Pradesh"),
  india("Tirupati", "Andhra Pradesh"),
  india("Warangal", "Telangana"),
  india("Bhubaneswar", "Odisha"),
  india("Cuttack", "Odisha"),
  india("Patna", "Bihar"),
  india("Ranchi", "Jharkhand"),
  india("Jamshedpur", "Jharkhand"),
  india("Guwahati", "Assam"),
  india("Shillong", "Meghalaya"),
  india("Dehradun", "Uttarakhand"),
  india("Shimla", "Himachal Pradesh"),
  india("Jammu", "Jammu and Kashmir"),
  india("Srinagar", "Jammu and Kashmir"),
  india("Amritsar", "Punjab"),
  india("Ludhiana", "Punjab"),
  india("Mohali", "Punjab"),
  india("Faridabad", "Haryana"),
  india("Ghaziabad", "Uttar Pradesh"),
  india("Kanpur", "Uttar Pradesh"),
  india("Varanasi", "Uttar Pradesh"),
  india("Prayagraj", "Uttar Pradesh"),
  india("Agra", "Uttar Pradesh"),
  india("Jodhpur", "Rajasthan"),
  india("Udaipur", "Rajasthan"),
  india("Raipur", "Chhattisgarh"),
  india("Panaji", "Goa"),
  india("Puducherry", "Puducherry"),
  india("Kozhikode", "Kerala"),
  india("Thrissur", "Kerala"),
  { city: "Dubai", state: "Dubai", country: "United Arab Emirates" },
  { city: "Abu Dhabi", state: "Abu Dhabi", country: "United Arab Emirates" },
  { city: "Singapore", state: "Singapore", country: "Singapore" },
  { city: "London", state: "England", country: "United Kingdom" },
  { city: "New York", state: "New York", country: "United States" },
  { city: "San Francisco", state: "California", country: "United States" },
  { city: "Seattle", state: "Washington", country: "United States" },
  { city: "Toronto", state: "Ontario", country: "Canada" },
  { city: "Sydney", state: "New South Wales", country: "Australia" },
  { city: "Berlin", state: "Berlin", country: "Germany" },
];

export const SKILLS: readonly string[] = [
  "JavaScript", "TypeScript", "Python", "Java", "C", "C++", "C#", "Go", "Rust", "Kotlin",
  "Swift", "PHP", "Ruby", "Scala", "R", "SQL", "HTML", "CSS", "React", "Angular",
  "Vue.js", "Next.js", "Node.js", "Express.js", "Django", "Flask", "FastAPI", "Spring Boot", ".NET", "Laravel",
  "Android Development", "iOS Development", "Flutter", "React Native", "PostgreSQL", "MySQL", "MongoDB", "Redis", "Elasticsearch", "Kafka",
  "Amazon Web Services", "Microsoft Azure", "Google Cloud Platform", "Docker", "Kubernetes", "Terraform", "Linux", "Git", "CI/CD", "DevOps",
  "Machine Learning", "Deep Learning", "Natural Language Processing", "Computer Vision", "Data Analysis", "Data Engineering", "Power BI", "Tableau", "Microsoft Excel", "Statistics",
  "Cyber Security", "Networking", "Software Testing", "Selenium", "Agile", "Scrum", "Project Management", "Product Management", "Business Analysis", "UI Design",
  "UX Research", "Figma", "Adobe Photoshop", "Digital Marketing", "Search Engine Optimization", "Content Writing", "Sales", "Customer Service", "Accounting", "Tally",
  "Financial Analysis", "Recruitment", "Human Resources", "Supply Chain Management", "Communication", "Leadership", "SAP", "Salesforce", "AutoCAD", "Embedded Systems",
];

export const SECTORS: readonly string[] = [
  "Information Technology", "Banking and Financial Services", "Insurance", "Healthcare", "Pharmaceuticals",
  "Education", "E-commerce", "Retail", "Manufacturing", "Automobile",
  "Telecommunications", "Media and Entertainment", "Energy", "Oil and Gas", "Construction and Real Estate",
  "Logistics and Supply Chain", "Hospitality", "Travel and Tourism", "Agriculture", "FMCG",
  "Consulting", "Government and Public Sector", "Non-profit", "Aerospace and Defence", "Textiles",
  "Legal Services", "Biotechnology",
];

export const DOMAINS: readonly string[] = [
  "Software Development", "Web Development", "Mobile Development", "Data Science", "Data Analytics",
  "Artificial Intelligence", "Cloud Computing", "DevOps", "Cyber Security", "Quality Assurance",
  "Product Management", "Project Management", "UI/UX Design", "IT Support", "Network Administration",
  "Database Administration", "Sales", "Marketing", "Digital Marketing", "Finance",
  "Accounting", "Human Resources", "Operations", "Customer Support", "Business Development",
  "Content and Communications", "Legal", "Research and Development", "Supply Chain", "Administration",
  "Teaching", "Healthcare Services",
];

export const COMPANIES: readonly string[] = [
  "Tata Consultancy Services", "Infosys", "Wipro", "HCLTech", "Tech Mahindra",
  "Larsen & Toubro", "LTIMindtree", "Reliance Industries", "Tata Motors", "Mahindra & Mahindra",
  "HDFC Bank", "ICICI Bank", "State Bank of India", "Axis Bank", "Kotak Mahindra Bank",
  "Bajaj Finance", "Paytm", "PhonePe", "Razorpay", "Zerodha",
  "Flipkart", "Amazon", "Myntra", "Swiggy", "Zomato",
  "Ola", "Freshworks", "Zoho", "BYJU'S", "Ola Electric",
  "Google", "Microsoft", "Meta", "Apple", "IBM",
  "Accenture", "Deloitte", "Cognizant", "Capgemini", "Oracle",
  "SAP", "Adobe", "Airtel", "Jio Platforms", "Asian Paints",
];

/**
 * The web domain of each company of the master list: a corporate sign-up claims the entry only
 * with a verified login email on that domain or a subdomain of it (decision 118).
 */
export const COMPANY_DOMAINS: Readonly<Record<string, string>> = {
  "Tata Consultancy Services": "tcs.com", Infosys: "infosys.com", Wipro: "wipro.com", HCLTech: "hcltech.com",
  "Tech Mahindra": "techmahindra.com", "Larsen & Toubro": "larsentoubro.com", LTIMindtree: "ltimindtree.com",
  "Reliance Industries": "ril.com", "Tata Motors": "tatamotors.com", "Mahindra & Mahindra": "mahindra.com",
  "HDFC Bank": "hdfcbank.com", "ICICI Bank": "icicibank.com", "State Bank of India": "sbi.co.in", "Axis Bank": "axisbank.com",
  "Kotak Mahindra Bank": "kotak.com", "Bajaj Finance": "bajajfinserv.in", Paytm: "paytm.com", PhonePe: "phonepe.com",
  Razorpay: "razorpay.com", Zerodha: "zerodha.com", Flipkart: "flipkart.com", Amazon: "amazon.com", Myntra: "myntra.com",
  Swiggy: "swiggy.com", Zomato: "zomato.com", Ola: "olacabs.com", Freshworks: "freshworks.com", Zoho: "zoho.com",
  "BYJU'S": "byjus.com", "Ola Electric": "olaelectric.com", Google: "google.com", Microsoft: "microsoft.com",
  Meta: "meta.com", Apple: "apple.com", IBM: "ibm.com", Accenture: "accenture.com", Deloitte: "deloitte.com",
  Cognizant: "cognizant.com", Capgemini: "capgemini.com", Oracle: "oracle.com", SAP: "sap.com", Adobe: "adobe.com",
  Airtel: "airtel.in", "Jio Platforms": "jio.com", "Asian Paints": "asianpaints.com",
};

export const INSTITUTIONS: readonly string[] = [
  "Indian Institute of Technology Bombay", "Indian Institute of Technology Delhi", "Indian Institute of Technology Madras",
  "Indian Institute of Technology Kanpur", "Indian Institute of Technology Kharagpur", "Indian Institute of Technology Roorkee",
  "Indian Institute of Technology Guwahati", "Indian Institute of Technology Hyderabad", "Indian Institute of Technology (BHU) Varanasi",
  "Indian Institute of Science Bengaluru", "National Institute of Technology Tiruchirappalli", "National Institute of Technology Karnataka, Surathkal",
  "National Institute of Technology Warangal", "National Institute of Technology Calicut", "National Institute of Technology Rourkela",
  "Motilal Nehru National Institute of Technology Allahabad", "Visvesvaraya National Institute of Technology Nagpur", "Birla Institute of Technology and Science, Pilani",
  "Indian Institute of Information Technology Hyderabad", "Delhi Technological University", "Netaji Subhas University of Technology",
  "Vellore Institute of Technology", "Manipal Institute of Technology", "SRM Institute of Science and Technology",
  "Anna University", "Jadavpur University", "University of Delhi",
  "University of Mumbai", "Savitribai Phule Pune University", "University of Hyderabad",
  "Jawaharlal Nehru University", "Banaras Hindu University", "Aligarh Muslim University",
  "Jamia Millia Islamia", "Amity University", "Christ University",
  "College of Engineering Pune", "PSG College of Technology", "Indian Institute of Management Ahmedabad",
  "Indian Institute of Management Bangalore", "Indian Institute of Management Calcutta", "Xavier School of Management (XLRI)",
  "All India Institute of Medical Sciences, New Delhi", "National Law School of India University",
];

export const DEGREES: readonly string[] = [
  "Secondary School Certificate (10th)", "Higher Secondary Certificate (12th)", "Diploma in Engineering",
  "Bachelor of Technology (B.Tech)", "Bachelor of Engineering (B.E.)", "Bachelor of Science (B.Sc)",
  "Bachelor of Commerce (B.Com)", "Bachelor of Arts (B.A.)", "Bachelor of Computer Applications (BCA)",
  "Bachelor of Business Administration (BBA)", "Bachelor of Design (B.Des)", "Bachelor of Architecture (B.Arch)",
  "Bachelor of Medicine, Bachelor of Surgery (MBBS)", "Bachelor of Pharmacy (B.Pharm)", "Bachelor of Laws (LLB)",
  "Master of Technology (M.Tech)", "Master of Engineering (M.E.)", "Master of Science (M.Sc)",
  "Master of Computer Applications (MCA)", "Master of Business Administration (MBA)", "Post Graduate Diploma in Management (PGDM)",
  "Master of Commerce (M.Com)", "Master of Arts (M.A.)", "Master of Laws (LLM)",
  "Chartered Accountant (CA)", "Company Secretary (CS)", "Doctor of Philosophy (PhD)",
];
