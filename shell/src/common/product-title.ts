import { createContext, useContext } from 'react';

/** The product title from the run-time configuration ("Bolsa de Empleo Universitaria"). */
export const ProductTitleContext = createContext('');
export const useProductTitle = () => useContext(ProductTitleContext);
