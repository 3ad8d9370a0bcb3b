import type { CartBuyer } from '../../contract/cartAnswer';
import type { JuniorBuyer } from '../../domain/pricing/juniorDiscount';

/** The wire's buyer-type choices (`cart.buyer`) as the domain's junior discount reads them. */
export function juniorBuyerOf(buyer: CartBuyer): JuniorBuyer {
  return {
    isStudentOrder: buyer.is_student_order,
    isGraduateOrder: buyer.is_graduate_order,
    thirdPartyOrder: buyer.third_party_order,
    graduationDate: buyer.graduation_date,
  };
}
