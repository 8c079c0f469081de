// Contracts (issue 20; spec 000 section 7.5 'contract status', no catalogue screen name). Screens:
// ContractListPage({ side: 'buyer' }) at /procurement/contractStatusList (the buyer side's contracts of
// every project it runs, ?projectId= and ?status= narrow it; status filter, sign with date and scan,
// perform, finish, terminate with a reason) and ContractListPage({ side: 'supplier' }) at /procurement/contractStatusSupplier (the
// supplier's own contracts, status, signing date, scan, termination reason).
// ProjectContractsPanel({ projectId, withBails? }): one concluded project's contracts with their moves
// and its bail refunds (the fees area's ProjectFeesPanel), for the results hub.
export { ContractListPage } from './components/contract-list-page';
export { ProjectContractsPanel } from './components/project-contracts-panel';
